import Testing
@testable import Shared
@testable import ToolkitFloor

/// Bars fit the width (docs/output.md, "Pictures"): the bar column shrinks first, and goes before any
/// value is cut; the values of a table with bars are those of the same table without them.
struct QuantityBarsFittingTests {
    static let columns = [TableColumn("CATEGORY", "category"), TableColumn("COUNT", "count"), TableColumn("REVENUE", "revenue")]
    static let records: [JSONValue] = [
        ["phone", "14", "1890"], ["laptop", "6", "1710"], ["tablet", "4", "420"], ["console", "2", "100"],
    ].map { cells in
        var object = JSONObject()
        for (column, cell) in zip(columns, cells) { object[column.path] = .string(cell) }
        return .object(object)
    }
    static let bars = QuantityBars(groups: [QuantityGroup("count"), QuantityGroup("revenue")], glyphs: .unicode)

    func table(width: Int?, bars: QuantityBars? = Self.bars) -> String {
        TableRenderer(columns: Self.columns, maxWidth: width, bars: bars).render(Self.records)
    }

    @Test func barsTakeTheRoomLeftUpToTwentyCells() {
        #expect(table(width: 78) == """
            CATEGORY  COUNT                       REVENUE
            phone     14    ████████████████████  1890    ████████████████████
            laptop    6     ████████▋             1710    ██████████████████▏
            tablet    4     █████▊                420     ████▌
            console   2     ██▉                   100     █

            """)
    }

    @Test func theBarsShrinkTogetherThenTheLeastImportantGoes() {
        #expect(table(width: 40) == """
            CATEGORY  COUNT          REVENUE
            phone     14    ███████  1890    ███████
            laptop    6     ███      1710    ██████▍
            tablet    4     ██       420     █▌
            console   2     █        100     ▍

            """)
        #expect(table(width: 30) == """
            CATEGORY  COUNT        REVENUE
            phone     14    █████  1890
            laptop    6     ██▏    1710
            tablet    4     █▍     420
            console   2     ▊      100

            """)
        #expect(table(width: 26) == table(width: 26, bars: nil))
    }

    @Test func aBarNeverCostsAValueACharacter() {
        for width in 8...100 {
            let plain = table(width: width, bars: nil)
            let barred = table(width: width)
            for line in barred.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "at \(width): \(line)")
            }
            if plain.contains("…") || plain.split(separator: "\n").first?.contains("REVENUE") == false {
                #expect(barred == plain, "values cut or left out at \(width), so no bars")
            } else {
                #expect(!barred.contains("…"), "at \(width)")
                let values = barred.filter { !QuantityBar.eighths.contains($0) }.split(whereSeparator: \.isWhitespace)
                #expect(values == plain.split(whereSeparator: \.isWhitespace), "at \(width)")
            }
        }
    }

    @Test func aPipeOrNoDeclarationGetsNoBars() {
        #expect(table(width: nil) == table(width: nil, bars: nil))
        let undeclared = QuantityBars(groups: [QuantityGroup("other")], glyphs: .unicode)
        #expect(table(width: 78, bars: undeclared) == table(width: 78, bars: nil))
    }

    @Test func aCardsGroupSharesOneScaleAndOneColumnOfBars() {
        let record: JSONValue = .object(JSONObject([
            ("orders", .object(JSONObject([("created", .number("60")), ("completed", .number("52")), ("open", .number("19"))]))),
            ("devices", .object(JSONObject([("received", .number("75")), ("repaired", .number("6"))]))),
        ]))
        let groups = [QuantityGroup("orders.created", "orders.completed"), QuantityGroup("devices.received", "devices.repaired")]
        let card = CardRenderer(maxWidth: 40, bars: QuantityBars(groups: groups, glyphs: .ascii))
        #expect(card.render(record) == """
            orders.created    60 ###################
            orders.completed  52 ################
            orders.open       19
            devices.received  75 ###################
            devices.repaired  6  ##

            """)
        // Too narrow for a bar of four cells: the values alone, as without bars.
        let narrow = CardRenderer(maxWidth: 22, bars: QuantityBars(groups: groups, glyphs: .ascii))
        #expect(narrow.render(record) == CardRenderer(maxWidth: 22).render(record))
    }
}
