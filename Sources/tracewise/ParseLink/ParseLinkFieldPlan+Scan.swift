import DigitalLink
import Shared

/// `--fields` on the hot path: the chosen members written straight from the parser's scan by
/// `ParseLinkScanWriter`'s member writers, so picking fields costs no more than the whole record. The
/// bytes are those of `append(_:into:)` for the same link's `ParseLinkRecord`, which the tests check on
/// every link of the GS1 case file.
extension ParseLinkFieldPlan {
    /// The chosen members of one link's record: `link` for a valid link (`ParseLinkScanWriter.withLink`),
    /// or nil and `rejection` for an invalid one.
    func append(
        uri: UnsafeBufferPointer<UInt8>, link: ParseLinkScanWriter.ScannedLink?, rejection: String?, currentYear: Int,
        into buffer: OutputByteBuffer
    ) {
        if let link {
            link.append(uri: uri, into: buffer) { link, cursor in
                write(uri: uri, link: link, rejection: nil, currentYear: currentYear, at: &cursor)
            }
        } else {
            buffer.write { cursor in write(uri: uri, link: nil, rejection: rejection ?? "", currentYear: currentYear, at: &cursor) }
        }
    }

    @inline(__always)
    private func write(
        uri: UnsafeBufferPointer<UInt8>, link: ParseLinkScanWriter.ScannedLink?, rejection: String?, currentYear: Int,
        at cursor: inout OutputCursor
    ) {
        writeObject(at: &cursor) { key, cursor in
            Self.writeWhole(key, uri: uri, link: link, rejection: rejection, currentYear: currentYear, at: &cursor)
        } member: { name, key, cursor in
            guard let link, let value = key == .ais ? link.aiValue(named: name) : link.parameterValue(named: name) else {
                return false
            }
            link.writeString(value, at: &cursor)
            return true
        }
    }

    private static func writeWhole(
        _ key: Key, uri: UnsafeBufferPointer<UInt8>, link: ParseLinkScanWriter.ScannedLink?, rejection: String?,
        currentYear: Int, at cursor: inout OutputCursor
    ) {
        switch (key, link) {
        case (.uri, nil): cursor.string(uri)
        case (.uri, _?):
            // Copied, not escaped, as in the whole record (`ScannedLink.appendValid`): the parser accepted
            // it, so it holds only URI characters, none of which JSON escapes.
            cursor.byte(UInt8(ascii: "\""))
            cursor.fragment(uri)
            cursor.byte(UInt8(ascii: "\""))
        case (.valid, _): link == nil ? cursor.literal("false") : cursor.literal("true")
        case (.error, nil): cursor.string(rejection ?? "")
        case (.primaryKey, let link?): link.writePrimaryKey(at: &cursor)
        case (.ais, let link?): link.writeAIs(at: &cursor)
        case (.elements, let link?): link.writeElements(currentYear: currentYear, at: &cursor)
        case (.otherQuery, let link?): link.writeOtherQuery(at: &cursor)
        case (.elementString, let link?): link.writeElementString(at: &cursor)
        case (.gtin, let link?), (.serial, let link?), (.batch, let link?), (.expiry, let link?):
            if let slot = key.nameSlot, let value = link.namedValue(slot) {
                link.writeString(value, at: &cursor)
            } else {
                cursor.literal("null")
            }
        default: cursor.literal("null")  // and `problems`: the hot path has only links without faults
        }
    }
}
