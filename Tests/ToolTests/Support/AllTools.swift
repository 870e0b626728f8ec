@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import repairminder
@testable import scorebase
@testable import DigitalLink
@testable import tracewise
@testable import upsctl

/// The four tools, for tests that run over all of them.
enum AllTools {
    static let definitions: [ToolDefinition] = [
        Upsctl.definition, Tracewise.definition, Scorebase.definition, Repairminder.definition,
    ]
    static let names = definitions.map(\.name)

    static func definition(_ name: String) -> ToolDefinition {
        definitions.first { $0.name == name }!
    }
}
