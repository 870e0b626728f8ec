import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `repairminder lookup barcode -` on a terminal: a failed line's input is readable whole in exactly one
/// column. INPUT shows it where it has the room; where INPUT is left out (80 columns) or laid out too
/// narrow for it (a code longer than the first), the identity column shows it, wrapped. With `--fields
/// device.id,order.id` a device's id shows once, in DEVICE.ID, and ID does not go on to the scanned code.
struct IdentifierLinesInputOnceTests {
    static let codes = ["0000000000000", "SN-0000-0000-0000-0000-0000-0000-42"]

    @Test(arguments: [80, 100, 220], [nil, "device.id,order.id"])
    func aFailedLinesInputIsReadableWholeOnce(columns: Int, fields: String?) async throws {
        for code in Self.codes {
            let (header, answered, failed) = await Self.run(columns: columns, fields: fields, lines: ["356938035643809", code])
            let id = Self.column("ID", of: failed, header: header)
            let input = Self.column("INPUT", of: failed, header: header)
            let inID = id.joined() == code, inInput = input.count == 1 && input.first == code
            #expect(inID != inInput, "at \(columns) columns, \(code) whole in one column: ID \(id), INPUT \(input)\n\(header)\n\(failed.joined(separator: "\n"))")
            #expect(answered.split(separator: " ").filter { $0 == "dev_51c2" }.count == 1, "\(answered)")
        }
    }

    /// The header, the answered line's row and the failed line's lines, run at `columns` columns.
    static func run(columns: Int, fields: String?, lines: [String]) async -> (String, String, [String]) {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), variables: ["NO_COLOR": "1"], terminal: true, columns: columns)
        var (environment, out, err) = harness.environment(
            arguments: ["--mock", "lookup", "barcode", "-"] + (fields.map { ["--fields", $0] } ?? []))
        let typed = Mutex<[String?]>(lines + [nil])
        environment.io.readLine = { _ in typed.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .failure, "\(err.text)")
        let rows = out.text.split(separator: "\n").map(String.init)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= columns }, "\(out.text)")
        guard rows.count >= 3 else {
            Issue.record("a header and two rows: \(out.text)")
            return ("", "", [])
        }
        return (rows[0], rows[1], Array(rows[2...]))
    }

    /// The pieces of the column headed `name` on each of `lines`, trimmed, the empty ones left out; none
    /// when the header has no such column.
    static func column(_ name: String, of lines: [String], header: String) -> [String] {
        let names = header.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let index = names.firstIndex(of: name) else { return [] }
        let characters = Array(header)
        var starts: [Int] = []
        var position = 0
        for word in names {
            while position < characters.count, String(characters[position..<min(position + word.count, characters.count)]) != word {
                position += 1
            }
            starts.append(position)
            position += word.count
        }
        let from = starts[index], to = index + 1 < starts.count ? starts[index + 1] : Int.max
        return lines.compactMap { line in
            let characters = Array(line)
            guard from < characters.count else { return nil }
            let piece = String(characters[from..<min(to, characters.count)]).trimmedWhitespace
            return piece.isEmpty ? nil : piece
        }
    }
}
