/// Lines of input gathered for `ParseLinkSession`: their bytes back to back in one array and where each
/// ends, so that a batch of thousands of URIs is two allocations made once per run, not a String each,
/// and the workers read the lines in place.
struct URIBatch {
    private(set) var bytes: [UInt8] = []
    /// Where each line ends in `bytes`; line `i` starts where line `i - 1` ends.
    private(set) var ends: [Int] = []

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
        bytes.append(contentsOf: uri.utf8)
        ends.append(bytes.count)
    }

    /// Empties the batch, keeping its memory.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// Lends the bytes of each line, one at a time, in order.
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for end in ends {
                body(UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end
            }
        }
    }
}
