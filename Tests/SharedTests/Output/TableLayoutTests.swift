import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitFloor

/// Tables and cards fitted to a width: pure functions of records, declarations, width and clock.
struct TableLayoutTests {
    static let columns = [
        TableColumn("LINE", "line").essential(), TableColumn("ID", "id").wrapping(),
        TableColumn("STATUS", "status").essential(), TableColumn("ADDRESS", "address").wrapping(),
        TableColumn("ERROR", "error").wrapping(), TableColumn("CLASS", "class"), TableColumn("CANDIDATES", "count"),
    ]
    static let records: [JSONValue] = [
        record(["line": "2", "id": "E-1", "status": "valid", "address": "26 FEDERAL PLZ, NEW YORK, NY 10278-0004", "error": "", "class": "", "count": "1"]),
        record([
            "line": "3", "id": "E-2", "status": "error", "address": "10 Main St, Springfield, IL 62701",
            "error": "country must be a two-letter country code such as US or PR, not 'USA'", "class": "", "count": "0",
        ]),
    ]

    /// An object of strings, in the order given.
    static func record(_ pairs: KeyValuePairs<String, String>) -> JSONValue {
        var object = JSONObject()
        for (key, value) in pairs { object[key] = .string(value) }
        return .object(object)
    }

    func render(width: Int?) -> String {
        TableRenderer(columns: Self.columns, maxWidth: width).render(Self.records)
    }

    @Test func at150ColumnsEverythingIsOnOneLine() {
        #expect(render(width: 150) == """
            LINE  ID   STATUS  ADDRESS                                  ERROR                                                                  CANDIDATES
            2     E-1  valid   26 FEDERAL PLZ, NEW YORK, NY 10278-0004                                                                         1
            3     E-2  error   10 Main St, Springfield, IL 62701        country must be a two-letter country code such as US or PR, not 'USA'  0

            """)
    }

    @Test func at80ColumnsTheAddressAndTheErrorWrapAndNothingIsCut() {
        let text = render(width: 80)
        #expect(text == """
            LINE  ID   STATUS  ADDRESS                      ERROR                 CANDIDATES
            2     E-1  valid   26 FEDERAL PLZ, NEW YORK,                          1
                               NY 10278-0004
            3     E-2  error   10 Main St, Springfield, IL  country must be a     0
                               62701                        two-letter country
                                                            code such as US or
                                                            PR, not 'USA'

            """)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(!text.contains("…"))
    }

    @Test func at130ColumnsOnlyTheLongestValueWraps() {
        #expect(render(width: 130) == """
            LINE  ID   STATUS  ADDRESS                                  ERROR                                                       CANDIDATES
            2     E-1  valid   26 FEDERAL PLZ, NEW YORK, NY 10278-0004                                                              1
            3     E-2  error   10 Main St, Springfield, IL 62701        country must be a two-letter country code such as US or     0
                                                                        PR, not 'USA'

            """)
    }

    @Test func at40ColumnsTheLeastImportantColumnGoesFirst() {
        let text = render(width: 40)
        #expect(text.hasPrefix("LINE  ID   STATUS  ADDRESS"))
        #expect(!text.contains("CANDIDATES"))
        #expect(text.contains("'USA'") && text.contains("10278-0004") && !text.contains("…"), "wrapped, never cut")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(text)")
    }

    @Test func withoutAWidthNothingIsCutOrWrappedButEmptyColumnsGo() {
        let text = render(width: nil)
        #expect(text.split(separator: "\n").count == 3)
        #expect(!text.contains("CLASS"))
    }

    @Test func chosenColumnsStayEvenWhenEmptyOrNarrow() {
        let table = TableRenderer(columns: Self.columns, maxWidth: 40, keepsEveryColumn: true).render(Self.records)
        #expect(table.hasPrefix("LINE  ID"))
        #expect(table.contains("CLASS"))
    }

    @Test func aColumnThatDoesNotWrapIsCutWithAnEllipsis() {
        let columns = [TableColumn("ID", "id").wrapping(), TableColumn("NAME", "name")]
        let table = TableRenderer(columns: columns, maxWidth: 20).render([Self.record(["id": "p-1", "name": "Aurora Kettle 1.7 litre, brushed steel"])])
        #expect(table == "ID   NAME\np-1  Aurora Kettle…\n")
    }

    @Test func agesFollowKubectlsRules() {
        let now = ISO8601DateTime.parse("2026-11-25T12:00:00Z")!
        let cases: [(String, String)] = [
            ("2026-11-25T11:59:15Z", "45s"), ("2026-11-25T11:54:30Z", "5m30s"), ("2026-11-25T09:00:00Z", "3h"),
            ("2026-11-23T07:00:00Z", "2d5h"), ("2026-11-25T12:55:00Z", "in 55m"), ("2026-05-13T16:20:03Z", "195d"),
            ("not a time", "not a time"),
        ]
        for (text, age) in cases { #expect(TableAge.cell(text, now: now) == age, "\(text)") }
        #expect(TableAge.cell("2024-03-01T12:00:00Z", now: now).hasPrefix("2024-03-0"))
    }

    @Test func aTimeInATableIsAnAgeAndStaysTextElsewhere() {
        let now = ISO8601DateTime.parse("2026-11-25T12:00:00Z")!
        let columns = [TableColumn("ID", "id"), TableColumn("UPDATED", "updated_at").time()]
        let record = Self.record(["id": "o-1", "updated_at": "2026-11-25T11:00:00Z", "paid_at": "2026-11-24T12:00:00Z"])
        #expect(TableRenderer(columns: columns, maxWidth: 80, now: now).render([record]) == "ID   UPDATED\no-1  60m\n")
        let card = CardRenderer(maxWidth: 80, now: now).render(record)
        #expect(card == "id          o-1\nupdated_at  2026-11-25T11:00:00Z (60m ago)\npaid_at     2026-11-24T12:00:00Z (24h ago)\n")
    }

    @Test func aCardWrapsALongValueUnderItselfAndShowsAListAsASmallTable() {
        var object = JSONObject()
        object["id"] = .string("ord_1")
        object["notes"] = .string("Cracked screen; the customer wants every photo and message kept, and a call before any work.")
        object["devices"] = .array([Self.record(["id": "dev_1", "model": "iPhone 13"]), Self.record(["id": "dev_2", "model": "Pixel 8"])])
        let record = JSONValue.object(object)
        #expect(CardRenderer(maxWidth: 40).render(record) == """
            id       ord_1
            notes    Cracked screen; the customer
                     wants every photo and message
                     kept, and a call before any
                     work.
            devices  2
              ID     MODEL
              dev_1  iPhone 13
              dev_2  Pixel 8

            """)
    }

    /// A stream's reason column keeps room to read an error though the first row (a success) has none:
    /// the columns before it shrink first, where the error had its header's 5. A wrapping column that is
    /// no reason (a ticket's message) keeps the rule it had: what the others leave.
    @Test func aStreamedReasonColumnKeepsRoomBeforeTheOptionalColumns() {
        let columns = [
            TableColumn("GTIN", "gtin").wrapping(), TableColumn("NAME", "name"), TableColumn("MANUFACTURER", "maker"),
            TableColumn("CATEGORY", "category"), TableColumn("ERROR", "error.message").reason(),
        ]
        let first = Self.record(["gtin": "09506000134352", "name": "Aurora Kettle 1.7 L", "maker": "Nordhaven Appliances", "category": "small-appliances"])
        let layout = TableRenderer(columns: columns, maxWidth: 80).streamWidths(sample: [first])
        #expect(layout.widths == [14, 8, 12, 8, 30], "NAME, MANUFACTURER and CATEGORY shrink")
        var message = columns
        message[4] = TableColumn("MESSAGE", "message").wrapping()
        #expect(TableRenderer(columns: message, maxWidth: 80).streamWidths(sample: [first]).widths == [14, 19, 20, 12, 7])
    }

    @Test func aStreamFixesItsWidthsFromTheDeclarationsAndTheFirstPage() {
        let columns = [TableColumn("ID", "id").wrapping(), TableColumn("TOTAL", "total"), TableColumn("NOTE", "note").wrapping().width(30)]
        let table = TableRenderer(columns: columns, maxWidth: 40)
        let first = [Self.record(["id": "o-1", "total": "89.5", "note": "cracked screen"])]
        let layout = table.streamWidths(sample: first)
        // ID and TOTAL from the data (no room to spare at 40 columns), NOTE declared 30 and narrowed to fit.
        #expect(layout.widths == [3, 5, 28])
        #expect(layout.whole == [false, false, false], "on a terminal nothing runs on past its column")
        #expect(table.header(widths: layout.widths) == "ID   TOTAL  NOTE\n")
        // A later page's longer id wraps in its column (an identity), its longer total is cut, and a note
        // too long wraps, as ever: no row shifts and no line passes 40 columns.
        let later = Self.record(["id": "o-10", "total": "1310.25", "note": "battery swollen, back glass cracked too"])
        #expect(table.row(later, widths: layout.widths, whole: layout.whole) == """
            o-1  1310…  battery swollen, back glass
            0           cracked too

            """)
    }
}
