import Testing
@testable import Shared
@testable import tracewise

/// parse-link's output cursor checks its room before each write: a writer that writes more than the room
/// it has (the issue's case: a record counted at two bytes that takes six) makes the buffer grow, and
/// every byte it wrote, and every byte before it, is kept. Before, the writer asked for its room first
/// (`append(atMost: 2)`) and wrote through a raw pointer, and the check came after the six bytes were
/// written past the memory's end.
struct ParseLinkOutputCursorTests {
    @Test func aWriteLargerThanTheRoomLeftGrowsTheBufferInsteadOfPassingIt() {
        let buffer = OutputByteBuffer(capacity: 16)
        buffer.append(Array(repeating: UInt8(ascii: "a"), count: 14))  // two bytes of room left
        let six: [UInt8] = Array("\\u00ff".utf8)
        buffer.write { cursor in cursor.fragment(six) }
        #expect(buffer.count == 20)
        #expect(buffer.bytes == Array(repeating: UInt8(ascii: "a"), count: 14) + six)
    }

    @Test(arguments: [0, 1, 7, 8, 15, 16])
    func everyKindOfWriteChecksItsRoom(_ filled: Int) {
        // Each primitive, starting with `filled` of 16 bytes used, so each meets the end of the room in turn.
        let buffer = OutputByteBuffer(capacity: 16)
        buffer.append(Array(repeating: UInt8(ascii: "."), count: filled))
        let value: [UInt8] = Array("A\"B".utf8)
        buffer.write { cursor in
            cursor.byte(UInt8(ascii: "{"))
            cursor.literal("\"key\":")
            value.withUnsafeBufferPointer { cursor.string($0) }
            cursor.string("ctl\u{01}")
            cursor.isoDate((year: 2027, month: 12, day: 31))
            cursor.spaces(19)
            cursor.dropTrailingSpaces(since: cursor.count - 19)
            cursor.fragment(Array(repeating: UInt8(ascii: "x"), count: 40))
            cursor.replaceLast(with: UInt8(ascii: "}"))
        }
        let expected = String(repeating: ".", count: filled) + #"{"key":"A\"B""ctl\u0001"2027-12-31"#
            + String(repeating: "x", count: 39) + "}"
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected)
    }
}
