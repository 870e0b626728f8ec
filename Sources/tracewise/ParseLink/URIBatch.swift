/// Lines of input gathered for `ParseLinkSession`: their bytes back to back in one array and where each
/// ends, so that a batch of thousands of URIs is two allocations made once per run, not a String each,
/// and the workers read the lines in place.
struct URIBatch {
    private(set) var bytes: [UInt8] = []
    /// Where each line ends in `bytes`; line `i` starts where line `i - 1` ends.
    private(set) var ends: [Int] = []
    /// The lines (ascending) that stand for an input too long to be read as a link: their bytes are only
    /// the input's start, to show which it was (`appendTooLong`). Nearly always empty.
    private(set) var tooLongLines: [Int] = []

    var count: Int { ends.count }
    var isEmpty: Bool { ends.isEmpty }
    /// The bytes held, for deciding when a batch is big enough.
    var byteCount: Int { bytes.count }

    init() {}

    /// A batch of `uris` (arguments, tests).
    init(_ uris: [String]) {
        for uri in uris { append(uri) }
    }

    mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: line)
        ends.append(bytes.count)
    }

    mutating func append(_ uri: String) {
        guard uri.utf8.count <= Self.maximumLength else { return appendTooLong(Array(uri.utf8.prefix(Self.previewLength))) }
        bytes.append(contentsOf: uri.utf8)
        ends.append(bytes.count)
    }

    /// The most bytes an input may have to be read as a link: 1 MiB. A Digital Link is a few hundred
    /// bytes; a longer input is its own error record (`appendTooLong`), never cut and judged by its start.
    static let maximumLength = 1 << 20

    /// How much of a too-long input its record shows.
    static let previewLength = 64

    /// The error of an input over `maximumLength`.
    static let tooLongReason = "too long: the input is over 1 MiB (1,048,576 bytes), so it was not read as a link"

    /// An input over `maximumLength`, of which `start` is the beginning: it becomes a line of its first
    /// `previewLength` bytes (whole characters, bytes that are not UTF-8 as U+FFFD) and `…`, marked so the
    /// workers write its error record instead of parsing it.
    mutating func appendTooLong(_ start: some Collection<UInt8>) {
        var kept = Array(start.prefix(Self.previewLength))
        // Back to the start of a character cut in two (a UTF-8 continuation byte is 10xxxxxx).
        if kept.count == Self.previewLength, start.count > kept.count, let first = start.dropFirst(kept.count).first,
           first & 0xC0 == 0x80 {
            while let last = kept.last, last & 0xC0 == 0x80 { kept.removeLast() }
            if let last = kept.last, last >= 0xC0 { kept.removeLast() }
        }
        tooLongLines.append(ends.count)
        bytes.append(contentsOf: (String(decoding: kept, as: UTF8.self) + "…").utf8)
        ends.append(bytes.count)
    }

    /// Empties the batch, keeping its memory.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        if !tooLongLines.isEmpty { tooLongLines.removeAll() }
    }

    /// Lends the bytes of each line, one at a time, in order, and whether it stands for an input too
    /// long to read (`appendTooLong`).
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, _ isTooLong: Bool) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            // Nearly every batch has no line too long: its loop asks nothing more per line.
            guard !tooLongLines.isEmpty else {
                for end in ends {
                    body(UnsafeBufferPointer(rebasing: all[start..<end]), false)
                    start = end
                }
                return
            }
            var nextTooLong = 0
            for (line, end) in ends.enumerated() {
                let isTooLong = nextTooLong < tooLongLines.count && tooLongLines[nextTooLong] == line
                if isTooLong { nextTooLong += 1 }
                body(UnsafeBufferPointer(rebasing: all[start..<end]), isTooLong)
                start = end
            }
        }
    }
}
