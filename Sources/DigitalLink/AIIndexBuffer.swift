/// The definition indices of one link's AIs (path, then query), in temporary storage that the parser
/// takes with `withUnsafeTemporaryAllocation`, i.e. normally on the stack: one heap allocation fewer per
/// URI, which is about a tenth of the time of a short link.
///
/// Capacity: every AI costs at least 4 bytes of the URI (`/01/x`, `?17=x`, `&17=x`), so a buffer of
/// `uriByteCount / 4 + 1` entries always suffices; `append` still checks, so a wrong bound traps
/// instead of writing past the buffer.
struct AIIndexBuffer: RandomAccessCollection {
    private let storage: UnsafeMutableBufferPointer<Int>
    private(set) var count = 0

    /// Entries a buffer needs for a URI of `uriByteCount` bytes.
    static func capacity(forURIOf uriByteCount: Int) -> Int { uriByteCount / 4 + 1 }

    init(_ storage: UnsafeMutableBufferPointer<Int>) {
        self.storage = storage
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "AIIndexBuffer index out of range")
        return storage[position]
    }

    /// The entries as a buffer: for the loops that read them many times per link (the association and
    /// sequence checks), which then test no index against `count` on every read.
    var buffer: UnsafeBufferPointer<Int> { UnsafeBufferPointer(rebasing: storage[..<count]) }

    mutating func append(_ index: Int) {
        precondition(count < storage.count, "AIIndexBuffer is full")
        storage[count] = index
        count += 1
    }
}
