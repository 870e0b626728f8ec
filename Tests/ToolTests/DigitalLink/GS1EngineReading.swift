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

    /// `ais` with a repeat of an AI and its value left out: parse-link keeps an AI read twice once, as
    /// the engine's own Digital Link does (`(10)A(10)A` is `/10/A`), so that a record's `ais` object
    /// holds each key once (docs/tracewise.md). A repeat with another value the engine refuses.
    var aisOnce: [String]? {
        ais.map { all in all.enumerated().filter { !all[..<$0.offset].contains($0.element) }.map(\.element) }
    }

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
