/// How long a batch reading a file of known size has left: the rows still to do at the rate of the last
/// several seconds. Pure: the caller gives the time, the rows done and read, and the bytes those rows
/// took, so it is tested against a simulated run, not a clock.
///
/// The rows left are estimated from the bytes left over the bytes a row takes, once enough rows were
/// read to tell; the rate is over the last `window` seconds, so a slow start (a token, connections being
/// set up) or a change of pace (the service throttling) stops counting after a while. Not for a pipe,
/// whose size is unknown: the progress line shows the rate alone there.
public struct TimeLeftEstimate: Sendable {
    /// The input's size in bytes (header included).
    public var totalBytes: Int
    /// The seconds of history the rate is taken over.
    public var window: Double
    /// Rows read before the bytes a row takes count as known.
    public static let fewestRows = 20
    /// (seconds since the start, rows done), at most one every quarter second, the oldest dropped once
    /// a newer one is `window` old.
    private var samples: [(time: Double, done: Int)] = []

    public init(totalBytes: Int, window: Double = 10) {
        self.totalBytes = totalBytes
        self.window = window
    }

    /// Records the progress at `time` and returns the seconds left, or nil while that cannot be told
    /// (too few rows read, less than a second of history, nothing done in the window).
    /// - Parameters:
    ///   - done: rows finished.
    ///   - rowsRead: rows read from the input, finished or not.
    ///   - bytesRead: the bytes those rows (and the header) took.
    public mutating func update(time: Double, done: Int, rowsRead: Int, bytesRead: Int) -> Double? {
        if samples.last.map({ time - $0.time >= 0.25 }) ?? true { samples.append((time, done)) }
        while samples.count > 2, time - samples[1].time >= window { samples.removeFirst() }
        guard rowsRead >= Self.fewestRows, bytesRead > 0, let oldest = samples.first, time - oldest.time >= 1 else {
            return nil
        }
        let rate = Double(done - oldest.done) / (time - oldest.time)
        guard rate > 0 else { return nil }
        let bytesPerRow = Double(bytesRead) / Double(rowsRead)
        let rowsInFile = Double(rowsRead) + Double(max(0, totalBytes - bytesRead)) / bytesPerRow
        return max(0, rowsInFile - Double(done)) / rate
    }
}
