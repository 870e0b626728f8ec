import Glibc
import Synchronization

/// Output to a file descriptor (1 or 2), buffered in memory and written with `write(2)` on `flush()` or
/// when the buffer grows past 64 KiB.
///
/// A reader that has gone away (`… | head -1`) ends the process quietly: SIGPIPE keeps its default
/// action, so the kernel ends the process with status 141 as it does for `cat` and `yes`, and no error
/// text is ever printed about it.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private let buffer = Mutex<[UInt8]>([])
    private static let highWater = 64 * 1024

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        append { $0.append(contentsOf: text.utf8) }
    }

    public func write(bytes: [UInt8]) {
        append { $0.append(contentsOf: bytes) }
    }

    public func flush() {
        buffer.withLock { pending in
            writeAll(pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    public func writeThrough(bytes: UnsafeRawBufferPointer) {
        buffer.withLock { pending in
            writeAll(pending)
            pending.removeAll(keepingCapacity: true)
            writeAll(bytes)
        }
    }

    private func append(_ body: (inout [UInt8]) -> Void) {
        buffer.withLock { pending in
            body(&pending)
            if pending.count >= Self.highWater {
                writeAll(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll($0) }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE {
                    // SIGPIPE was ignored by something in the process: end as if it had not been.
                    signal(SIGPIPE, SIG_DFL)
                    raise(SIGPIPE)
                }
                return  // nowhere left to report a failing stdout or stderr
            }
            offset += count
        }
    }
}
