/// A growable run of plain values in memory that its owner frees (`free()`): what `DigitalLinkScan` keeps
/// its value bytes, elements and parameters in, refilled for every URI.
///
/// Why not an Array: the scan is a class, and an Array stored in it is retained and released each time
/// it is lent out (`withUnsafeBufferPointer`, three per link for the writer), checked for uniqueness on
/// every append, and emptied by a subrange replacement (`removeAll(keepingCapacity:)`, some 80
/// instructions an array, three arrays a URI): together about a twentieth of `parse-link`'s
/// instructions. Here emptying is a store, an append a bounds test, and lending a pointer. The values
/// must be plain data (no references: checked in `init`), so nothing needs deinitialising. Every write
/// is checked before it happens: an append makes room first, a change by position is refused past the end.
/// Public for parse-link's rows and widths (`ParseLinkCells`), which are refilled for every link too.
///
/// Its hot members are `@inlinable`, so that parse-link's own storages (rows, widths, fragments: another
/// module) get them specialized for their element: otherwise each append of a row went through the
/// generic code and the type's value witnesses (a twentieth of `-o table`'s instructions).
public struct ScanStorage<Element> {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var storedCount = 0
    @usableFromInline var capacity: Int

    @inlinable
    public var count: Int { storedCount }

    public init(capacity: Int) {
        // (`BitwiseCopyable` would say it in the type, but `Range` does not conform.)
        precondition(_isPOD(Element.self), "ScanStorage holds plain data only")
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Gives the memory back; the storage must not be used again (the owner's `deinit`).
    public func free() {
        base.deallocate()
    }

    /// The values, valid until the next change.
    @inlinable
    public var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// A copy, for the colder paths that want an Array.
    var array: [Element] { Array(buffer) }

    @inlinable
    public var isEmpty: Bool { count == 0 }

    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "ScanStorage index out of range")
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "ScanStorage index out of range")
            base[position] = newValue
        }
    }

    /// Empties the storage, keeping its memory.
    @inlinable
    public mutating func removeAll() {
        storedCount = 0
    }

    /// Drops the values from `start` on (a value that turned out not to be kept).
    mutating func removeAll(from start: Int) {
        precondition(start >= 0 && start <= count, "ScanStorage truncated past its end")
        storedCount = start
    }

    @inlinable @inline(__always)
    public mutating func append(_ value: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: value)
        storedCount += 1
    }

    @inlinable @inline(__always)
    public mutating func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress else { return }
        if count + values.count > capacity { grow(toAtLeast: count + values.count) }
        if Element.self == UInt8.self {
            // A value or a name of a few bytes, appended several times per link: no call to memcpy.
            UnsafeMutableRawPointer(base + count).copyShortRun(from: UnsafeRawPointer(source), count: values.count)
        } else {
            (base + count).initialize(from: source, count: values.count)
        }
        storedCount += values.count
    }

    /// Inserts `repeatCount` copies of `value` at `position`, moving what follows.
    mutating func insert(repeating value: Element, count repeatCount: Int, at position: Int) {
        precondition(position >= 0 && position <= count && repeatCount >= 0, "ScanStorage insertion out of range")
        if count + repeatCount > capacity { grow(toAtLeast: count + repeatCount) }
        (base + position + repeatCount).moveInitialize(from: base + position, count: count - position)
        (base + position).initialize(repeating: value, count: repeatCount)
        storedCount += repeatCount
    }

    @usableFromInline
    mutating func grow(toAtLeast minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

extension UnsafeMutableRawPointer {
    /// Copies `length` bytes from `source` (not overlapping), in words: up to 16 bytes as two overlapping
    /// unaligned words each way, up to 64 in 16-byte steps and a last step that overlaps the one before,
    /// longer runs by memcpy. parse-link copies some forty runs of 2 to 60 bytes per link (values,
    /// fragments of JSON, the canonical link), where a call to memcpy and its size dispatch cost more than
    /// the copy. Reads and writes only the `length` bytes.
    @inlinable @inline(__always)
    public func copyShortRun(from source: UnsafeRawPointer, count length: Int) {
        if length > 64 { return copyMemory(from: source, byteCount: length) }
        if length >= 16 {
            var offset = 0
            while true {
                let at = Swift.min(offset, length - 16)
                let low = source.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                let high = source.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)
                storeBytes(of: low, toByteOffset: at, as: UInt64.self)
                storeBytes(of: high, toByteOffset: at + 8, as: UInt64.self)
                offset += 16
                if offset >= length { return }
            }
        }
        if length >= 8 {
            let head = source.loadUnaligned(as: UInt64.self), tail = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            storeBytes(of: head, as: UInt64.self)
            storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            let head = source.loadUnaligned(as: UInt32.self), tail = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            storeBytes(of: head, as: UInt32.self)
            storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else {
            for offset in 0..<length {
                storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
    }
}
