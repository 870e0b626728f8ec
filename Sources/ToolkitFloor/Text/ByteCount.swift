/// A size as messages print it: whole mebibytes as `64 MiB`, anything else in bytes.
public enum ByteCount {
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
