import Testing
@testable import DigitalLink

/// The parser's byte-level scans that work eight bytes a step (`URICharacters.scan`,
/// `DigitalLinkPath.lastSlash`) or in one pass where there were two (`URICharacters.authority`), each
/// against a plain byte-at-a-time reference on strings whose special characters fall on every side of
/// the eight-byte blocks; and the scan's `ScanStorage`.
struct DigitalLinkByteScanTests {
    /// Strings of `length` from `alphabet`, deterministic (a linear congruential sequence).
    static func samples(of alphabet: [UInt8], lengths: ClosedRange<Int>, each: Int) -> [[UInt8]] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return lengths.flatMap { length in
            (0..<each).map { _ in
                (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 33) % alphabet.count]
                }
            }
        }
    }

    @Test func uriScanFindsWhatAByteAtATimeReadingFinds() {
        let uri = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)
        // Mostly ordinary bytes, so that whole blocks are skipped, with the special ones sprinkled in.
        let alphabet = Array("aaaaaaaaaaaaaa0/.-:&=".utf8) + Array("?#%+ \"<".utf8) + [0xC3, 0x7F]
        for bytes in Self.samples(of: alphabet, lengths: 0...40, each: 40) {
            var disallowed: Int?, question: Int?, hash: Int?, percent = Int.max, plus = Int.max
            for (offset, byte) in bytes.enumerated() {
                if !uri.contains(byte) {
                    disallowed = offset
                    break
                }
                if byte == UInt8(ascii: "?"), question == nil { question = offset }
                if byte == UInt8(ascii: "#"), hash == nil { hash = offset }
                if byte == UInt8(ascii: "%") { percent = min(percent, offset) }
                if byte == UInt8(ascii: "+") { plus = min(plus, offset) }
            }
            let scan = bytes.withUnsafeBufferPointer(URICharacters.scan)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(scan.disallowed == disallowed, "\(text)")
            guard disallowed == nil else { continue }  // past a disallowed byte the scan need not look
            #expect(scan.firstQuestionMark == question && scan.firstHash == hash, "\(text)")
            #expect(scan.firstPercent == percent && scan.firstPlus == plus, "\(text)")
        }
    }

    @Test func authorityEndsWhereTheHostEndsAndNamesItsFirstBadByte() {
        let host = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.:[]".utf8)
        let alphabet = Array("exampl.com:8[]".utf8) + Array("/?#@!%_".utf8)
        for bytes in Self.samples(of: alphabet, lengths: 0...24, each: 40) {
            for start in 0...bytes.count {
                var end = start
                while end < bytes.count, !"/?#".utf8.contains(bytes[end]) { end += 1 }
                let bad = (start..<end).first { !host.contains(bytes[$0]) }
                let found = bytes.withUnsafeBufferPointer { URICharacters.authority($0, from: start) }
                #expect(found.end == end && found.notInHost == bad, "\(String(decoding: bytes, as: UTF8.self)) from \(start)")
            }
        }
    }

    @Test func lastSlashFindsWhatAByteAtATimeWalkFinds() {
        // '.' is '/' + 1 on the byte after a slash: the case a cheaper zero-byte test gets wrong.
        for bytes in Self.samples(of: Array("ab/./0".utf8), lengths: 0...30, each: 12) {
            for lower in 0...bytes.count {
                for upper in lower...bytes.count {
                    var offset = upper - 1
                    while offset > lower, bytes[offset] != UInt8(ascii: "/") { offset -= 1 }
                    let found = bytes.withUnsafeBufferPointer { DigitalLinkPath.lastSlash($0, in: lower..<upper) }
                    #expect(found == offset, "\(String(decoding: bytes, as: UTF8.self)) in \(lower)..<\(upper)")
                }
            }
        }
    }

    @Test func scanStorageGrowsInsertsAndForgetsLikeAnArray() {
        var storage = ScanStorage<Int>(capacity: 2)
        defer { storage.free() }
        var array: [Int] = []
        for value in 0..<20 {
            storage.append(value)
            array.append(value)
        }
        let more = [100, 101, 102, 103, 104, 105, 106, 107, 108]
        more.withUnsafeBufferPointer { storage.append(contentsOf: $0) }
        array += more
        #expect(storage.array == array)
        storage.insert(repeating: 7, count: 3, at: 0)
        array.insert(contentsOf: repeatElement(7, count: 3), at: 0)
        storage.insert(repeating: 8, count: 40, at: 10)
        array.insert(contentsOf: repeatElement(8, count: 40), at: 10)
        storage.insert(repeating: 9, count: 2, at: storage.count)
        array += [9, 9]
        #expect(storage.array == array && storage[5] == array[5] && storage.count == array.count)
        storage.removeAll(from: 12)
        #expect(storage.array == Array(array[..<12]))
        storage.removeAll()
        #expect(storage.isEmpty && storage.array.isEmpty)
        storage.append(1)
        #expect(storage.array == [1])
    }

    @Test func aScanIsEmptiedForTheNextURIAndKeepsNothingOfTheLast() throws {
        let parser = DigitalLinkParser()
        let scan = DigitalLinkScan()
        var first = "https://example.com/01/09506000134352/10/ABC?17=251231&linkType=all"
        try first.withUTF8 { try parser.scan($0, into: scan) }
        #expect(scan.elements.count == 3 && scan.otherQuery.count == 1)
        var second = "https://example.com/01/09506000134352"
        try second.withUTF8 { try parser.scan($0, into: scan) }
        #expect(scan.elements.count == 1 && scan.otherQuery.isEmpty)
        #expect(scan.bytes == Array("09506000134352".utf8))
        #expect(DigitalLinkResult.valid(scan.link(uri: second)) == DigitalLinkParser().parse(second))
    }
}
