import Synchronization

/// Where input comes from: stdin, a file, or a string in tests. Read in chunks so a batch of any length
/// streams through in constant memory.
public protocol InputSource: Sendable {
    /// Up to `maxCount` bytes; an empty array at the end of input.
    func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8]
    /// Whether a read now would return at once (bytes, or the end of input) rather than wait: false for
    /// a terminal or pipe with nothing written yet. A batch stops reading ahead then, so the answers to
    /// rows a person typed appear before the next row is typed.
    func hasInputNow() -> Bool
}

extension InputSource {
    /// Sources in memory never wait.
    public func hasInputNow() -> Bool { true }
}

extension InputSource {
    /// Everything until the end of input, at most `limit` bytes (`/dev/zero` must not fill the memory);
    /// `name` is what the error calls the input.
    public func readAll(limit: Int = 64 << 20, name: String = "standard input") throws(FileSystemError) -> [UInt8] {
        var result: [UInt8] = []
        while true {
            let chunk = try read(upTo: 64 * 1024)
            if chunk.isEmpty { return result }
            guard result.count + chunk.count <= limit else { throw .tooLarge(name, limit: limit) }
            result.append(contentsOf: chunk)
        }
    }
}

/// Input held in memory.
public final class BufferInput: InputSource {
    private let remaining: Mutex<ArraySlice<UInt8>>

    public init(_ text: String) {
        remaining = Mutex(ArraySlice(Array(text.utf8)))
    }

    public init(bytes: [UInt8]) {
        remaining = Mutex(ArraySlice(bytes))
    }

    public func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        remaining.withLock { slice in
            let chunk = Array(slice.prefix(maxCount))
            slice = slice.dropFirst(chunk.count)
            return chunk
        }
    }
}
