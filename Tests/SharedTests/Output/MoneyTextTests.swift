import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// Amounts of money with their currency's minor digits, worked on as text: digits added, never taken
/// away; anything that is not a plain number shown as sent; the currency found beside the amount or in
/// the record around it.
struct MoneyTextTests {
    @Test(arguments: [
        ("89.5", "GBP", "89.50"), ("215.0", "GBP", "215.00"), ("215", "gbp", "215.00"), ("49.99", "USD", "49.99"),
        ("0.125", "GBP", "0.125"), ("-3.5", "EUR", "-3.50"), ("1500", "JPY", "1500"), ("1500.0", "JPY", "1500.0"),
        ("1.5", "KWD", "1.500"), ("1e3", "GBP", "1e3"), ("89.5", "", "89.5"), ("89.5", "POUNDS", "89.5"),
        ("", "GBP", ""), ("12.", "GBP", "12."), ("abc", "GBP", "abc"),
    ])
    func anAmountHasItsCurrencysMinorDigits(_ text: String, _ currency: String, _ shown: String) {
        #expect(MoneyText.amount(text, currency: currency) == shown)
    }

    @Test func withoutACurrencyTheAmountIsAsSent() {
        #expect(MoneyText.amount("89.5", currency: nil) == "89.5")
    }

    static let shape = RecordShape(
        kind: "order", identity: ["id"],
        fields: [
            .text("id"), .money("total", currency: "currency"), .text("currency"),
            .array("payments", of: .object([.money("amount", currency: "currency"), .text("currency")])),
        ],
        columns: [TableColumn("ID", "id"), TableColumn("TOTAL", "total")])

    @Test func aDeclaredMoneyColumnKnowsItsCurrencyAndAStreamsWidth() {
        let total = Self.shape.columns[1]
        #expect(total.currencyPath == "currency")
        #expect(total.expectedWidth == RecordShape.moneyWidth)
        #expect(Self.shape.columns[0].currencyPath == nil)
    }

    @Test func aListItemsAmountIsInItsOwnCurrencyElseTheRecords() throws {
        let money = MoneyFields(Self.shape)
        let record = try JSONParser.parse(#"{"total":89.5,"currency":"GBP","payments":[{"amount":20.0},{"amount":5,"currency":"JPY"}]}"#)
        #expect(money.shown("89.5", at: "total", in: record) == "89.50")
        #expect(money.listCurrency("payments", in: record) == "GBP")
        let columns = money.columns([TableColumn("AMOUNT", "amount")], ofList: "payments")
        #expect(columns[0].currencyPath == "currency")
        var table = TableRenderer(columns: columns, maxWidth: 80)
        table.fallbackCurrency = money.listCurrency("payments", in: record)
        #expect(table.render(record["payments"]?.arrayValue ?? []) == "AMOUNT\n 20.00\n     5\n")
    }

    /// The one marking of money columns (`MoneyFields.marked`), for a record's table and a list's.
    @Test func anAmountInAnObjectIsInItsSiblingCurrencyAndAMarkedColumnKeepsItsOwn() {
        let shape = RecordShape(
            kind: "stats", identity: [],
            fields: [.object("revenue", [.money("total", currency: "currency"), .text("currency")]), .number("count")],
            columns: [
                TableColumn("REVENUE", "revenue.total"), TableColumn("COUNT", "count"),
                TableColumn("TOTAL", "revenue.total").money(currencyAt: "currency").width(9),
            ])
        #expect(shape.columns.map(\.currencyPath) == ["revenue.currency", nil, "currency"])
        #expect(shape.columns.map(\.expectedWidth) == [RecordShape.moneyWidth, nil, 9])
        let money = MoneyFields(shape)
        #expect(money.marked(TableColumn("COUNT", "count")) == nil)
        #expect(money.marked(TableColumn("TOTAL", "total")) == nil)
        #expect(money.marked(TableColumn("TOTAL", "total"), inList: "revenue")?.currencyPath == "currency")
        #expect(money.marked(TableColumn("TOTAL", "total"), inList: "revenue")?.expectedWidth == nil)
    }
}
