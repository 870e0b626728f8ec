import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// CSV is data: every header is a dotted path, and every value under it is the value at that path of the
/// record the row stands for (`-o ndjson` of the same run), or empty where the record has none there. A
/// table column that shows other fields in its place (lookup's ID: `order.id`, else `device.id`; a `-`
/// line's identity, else the failed line's `input`) put their values under the first path's name: a
/// script reading `order.id` got a device's id. (A column's other spellings of its own field are that one
/// column, holding the first spelling present: the mock service's answers have the first, so every value
/// here is at its header's path; CSVAliasColumnsTests has the others.)
struct CSVHeadersNameTheirValuesTests {
    static let runs: [(String, String, String)] = [
        ("repairminder", "lookup barcode -", "356938035643809\nSNDE04107\n0000000000000\n"),
        ("repairminder", "lookup qr -", "RM-10519\ndev_5001\nnope\n"),
        ("repairminder", "lookup barcode 356938035643809", ""),
        ("repairminder", "orders get -", "ord_8d2f41\nnope\n"),
        ("repairminder", "orders list", ""),
        ("repairminder", "devices list", ""),
        ("repairminder", "clients list", ""),
        ("repairminder", "tickets list", ""),
        ("repairminder", "tickets messages tkt_9001", ""),
        ("scorebase", "leagues get -", "lg_01HZX4K8Q2M7\nmock-404\n"),
        ("tracewise", "cirpass get -", "dpp-0001\ndpp-0404\n"),
        ("tracewise", "products get -", "https://id.gs1.org/01/09506000134352/21/SN124\n123\n"),
    ]

    /// And every header is a name `--fields` takes (`device.id` where no answer is a device), giving a
    /// column that keeps the rule.
    @Test(arguments: runs)
    func everyValueStandsUnderItsOwnPath(_ tool: String, _ command: String, _ stdin: String) async throws {
        let (headers, _) = try await Self.checkedCSV(tool, command, fields: nil, stdin: stdin)
        let (named, _) = try await Self.checkedCSV(tool, command, fields: headers.joined(separator: ","), stdin: stdin)
        #expect(named.count == headers.count)
    }

    /// The table's one ID column (`order.id`, else `device.id`) is two in CSV, each path under its own name,
    /// and so is its STATUS; an order and a device both come through whole, and a code that matched
    /// nothing has neither.
    @Test(arguments: [
        ("lookup barcode -", "356938035643809\nSNDE04107\nnope\n",
         [["356938035643809", "", "dev_51c2"], ["SNDE04107", "", "dev_5001"], ["nope", "", ""]]),
        ("lookup qr -", "RM-10519\ndev_5001\nnope\n", [["RM-10519", "ord_8d314d", ""], ["dev_5001", "", "dev_5001"], ["nope", "", ""]]),
    ])
    func aLookupsOrderAndDeviceIdsHaveAColumnEach(_ command: String, _ stdin: String, _ expected: [[String]]) async throws {
        let (headers, rows) = try await Self.checkedCSV("repairminder", command, fields: nil, stdin: stdin)
        #expect(headers == [
            "input", "order.id", "device.id", "type", "order.status", "device.status", "order.reference", "device.order_id",
            "error.message",
        ])
        #expect(rows.map { Array($0.prefix(3)) } == expected, "\(rows)")
    }

    /// `--fields` takes each path alone, whether it is a column's first path or one it falls back to.
    @Test(arguments: [
        ("repairminder", "lookup barcode -", "order.id"), ("repairminder", "lookup barcode -", "device.id,order.id"),
        ("repairminder", "lookup barcode -", "id,input"), ("repairminder", "lookup qr -", "device.status,order.status,error.code"),
        ("repairminder", "orders get -", "id"), ("repairminder", "orders get -", "input,id,client.name"),
        ("repairminder", "orders list", "client.name,reference"), ("scorebase", "leagues get -", "id,input"),
    ])
    func fieldsTakeEachPathAlone(_ tool: String, _ command: String, _ fields: String) async throws {
        let stdin = Self.runs.first { $0.0 == tool && $0.1 == command }?.2 ?? ""
        let (headers, _) = try await Self.checkedCSV(tool, command, fields: fields, stdin: stdin)
        #expect(headers.count == fields.split(separator: ",").count, "\(headers)")
    }

    /// Runs `command` as NDJSON and as CSV (with `--fields` when given) and checks that every cell is the
    /// value at its header's path in the record of its row: a plain value there is the cell, and an
    /// object, a list, null or nothing there is an empty cell (or, for a path `--fields` named, the
    /// value's compact JSON). Returns the CSV's header and rows.
    static func checkedCSV(
        _ tool: String, _ command: String, fields: String?, stdin: String
    ) async throws -> (headers: [String], rows: [[String]]) {
        let harness = ToolHarness(tool: AllTools.definition(tool))
        let json = await harness.run("--mock -q \(command) -o ndjson", stdin: stdin)
        let records = try json.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        let csv = await harness.run("--mock -q \(command) -o csv" + (fields.map { " --fields \($0)" } ?? ""), stdin: stdin)
        #expect(csv.exitCode == json.exitCode, "\(csv.stderr)")
        let table = try MatrixCSV.records(csv.stdout)
        let headers = table.first ?? []
        let rows = Array(table.dropFirst())
        #expect(!records.isEmpty && rows.count == records.count, "\(csv.stdout)\n\(json.stdout)")
        #expect(fields != nil || Set(headers).count == headers.count, "a header once: \(headers)")
        for (row, record) in zip(rows, records) {
            for (header, cell) in zip(headers, row) {
                let value = record.value(at: header)
                if let value, value.isScalar {
                    #expect(cell == value.plainText, "\(command): \(header) is '\(cell)', the record's is '\(value.plainText)'")
                } else {
                    #expect(cell.isEmpty || cell == value?.plainText, "\(command): \(header) is '\(cell)', the record has none there")
                }
            }
        }
        return (headers, rows)
    }
}
