import Synchronization

/// A frame redrawn in place on a terminal, as `watch` does: the cursor goes back up over the lines the
/// last frame took and everything below is cleared before the new frame is written. Each frame is written
/// whole in one write, so an interruption leaves the last frame standing, never half of one.
final class InPlaceRedraw: Sendable {
    private let sink: any OutputSink
    /// Lines the last frame took; 0 before the first.
    private let drawn = Mutex(0)

    init(sink: any OutputSink) {
        self.sink = sink
    }

    /// Replaces the last frame with `frame` (lines ending in `\n`).
    func draw(_ frame: String) {
        let lines = frame.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        let previous = drawn.withLock { value in
            defer { value = lines }
            return value
        }
        // Up over the last frame, to its first column, and clear from there down.
        let back = previous > 0 ? "\u{1B}[\(previous)A\r\u{1B}[J" : ""
        sink.write(back + frame)
        sink.flush()
    }

    /// The next frame starts below what is on screen (a warning was written between frames).
    func forget() {
        drawn.withLock { $0 = 0 }
    }
}
