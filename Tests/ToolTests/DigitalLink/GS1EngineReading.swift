import Foundation
import Testing
import ToolkitTestSupport
@testable import DigitalLink

/// One line of Fixtures/gs1-forms-corpus.tsv: an element string, `^` data or scanner data ({GS} for
/// GS), and what GS1's Barcode Syntax Engine read in it (scripts/gs1/make-forms-corpus wrote it from
/// the engine): its AIs and the Digital Link it writes, or an error.
struct GS1EngineReading: CustomTestStringConvertible, Sendable {
    let input: String
    /// `AI=value` in the engine's order, nil when the engine refused the input.
    let ais: [String]?
    /// The engine's Digital Link, nil for none ("null").
    let link: String?

    var testDescription: String { input }

    static let all: [GS1EngineReading] = {
        let url = PackageRoot.appending("Tests/ToolTests/Fixtures/gs1-forms-corpus.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let ok = columns[1] == "ok"
            return GS1EngineReading(
                input: columns[0].replacing("{GS}", with: "\u{1D}"),
                ais: ok ? columns[2].split(separator: "|").map(String.init) : nil,
                link: ok && columns[3] != "null" ? columns[3] : nil)
        }
    }()
}
