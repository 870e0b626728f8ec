import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor

/// A card's numbers with the sparklines of a live view's polls (`CardSparklines`), rendered pure: three
/// polls of changing figures, a poll that left a field out, and a value that leaves no room.
@Suite struct CardSparklinesTests {
    static func history(_ polls: [JSONValue]) -> PollHistory {
        var history = PollHistory()
        for (index, record) in polls.enumerated() {
            history.append(records: [record], at: Date(timeIntervalSince1970: Double(index) * 10))
        }
        return history
    }

    static let polls: [JSONValue] = [
        .object(["open": .integer(3), "late": .integer(1), "name": .string("front desk")]),
        .object(["open": .integer(5), "name": .string("front desk")]),
        .object(["open": .integer(4), "late": .integer(2), "name": .string("front desk")]),
    ]

    func card(width: Int?, glyphs: PictureGlyphs = .unicode, record: JSONValue = polls[2]) -> String {
        var card = CardRenderer(maxWidth: width)
        card.sparklines = CardSparklines(history: Self.history(Self.polls), glyphs: glyphs)
        return card.render(record)
    }

    @Test func eachNumberHasItsPollsBesideItAndAMissingPollIsASpace() {
        #expect(card(width: 80) == "open  4  ▁█▅\nlate  2  ▁ █\nname  front desk\n")
    }

    @Test func underLangCTheLevelsAreASCII() {
        #expect(card(width: 80, glyphs: .ascii) == "open  4  _#-\nlate  2  _ #\nname  front desk\n")
    }

    @Test func withoutAWidthOrWithoutRoomThereAreNoSparklinesAndNoValueIsCut() {
        let plain = "open  4\nlate  2\nname  front desk\n"
        #expect(card(width: nil) == plain)
        // 6 of names, 1 of value, 2 of gap: 3 left is under the 4 a sparkline needs.
        #expect(card(width: 12) == "open  4\nlate  2\nname  front desk\n")
        #expect(card(width: 13) == "open  4  ▁█▅\nlate  2  ▁ █\nname  front desk\n")
    }
}
