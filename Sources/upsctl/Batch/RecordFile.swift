import Shared
import Synchronization

/// A batch's `--output-file` as records: each `flush()` ends one. When a write fails, the file is cut
/// back to the end of its last whole record, so that half a record never stays in a file `--resume`
/// reads back, and a resumed run carries on from a clean line. The file sink below only writes bytes and
/// keeps its first failure.
final class RecordFile: OutputSink {
    private let file: any OutputSink
    /// Cuts the file to this many bytes of records past what it kept when it was opened.
    private let cut: @Sendable (Int) -> Void
    private let state = Mutex(State())

    private struct State {
        /// Bytes written since the last record ended.
        var pending = 0
        /// Bytes of the records written whole.
        var whole = 0
        var isCut = false
    }

    /// - Parameters:
    ///   - file: the open file (`FileSystem.openForAppending`).
    ///   - cut: cuts the file back to the records written whole, given their length in bytes.
    init(_ file: any OutputSink, cut: @escaping @Sendable (Int) -> Void) {
        self.file = file
        self.cut = cut
    }

    var failure: WriteFailure? { file.failure }

    func write(_ text: String) {
        state.withLock { $0.pending += text.utf8.count }
        file.write(text)
    }

    func write(bytes: [UInt8]) {
        state.withLock { $0.pending += bytes.count }
        file.write(bytes: bytes)
    }

    func flush() {
        file.flush()
        endRecord()
    }

    func writeThrough(bytes: UnsafeRawBufferPointer) {
        state.withLock { $0.pending += bytes.count }
        file.writeThrough(bytes: bytes)
        endRecord()
    }

    /// The record written since the last one is whole when every write succeeded; at the first failure the
    /// file goes back to the records that are.
    private func endRecord() {
        let failed = file.failure != nil
        state.withLock { state in
            if !failed {
                state.whole += state.pending
                state.pending = 0
            } else if !state.isCut {
                state.isCut = true
                cut(state.whole)
            }
        }
    }
}
