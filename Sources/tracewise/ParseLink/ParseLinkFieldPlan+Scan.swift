import DigitalLink
import Shared

/// `--fields` on the hot path: the chosen members written straight from the parser's scan by
/// `ParseLinkScanWriter`'s member writers, so picking fields costs no more than the whole record. The
/// bytes are those of `append(_:into:)` for the same link's `ParseLinkRecord`, which the tests check on
/// every link of the GS1 case file.
extension ParseLinkFieldPlan {
    typealias W = ParseLinkJSONWriter

    /// The chosen members of one link's record: `rejection` is nil for a valid link, whose scan is in
    /// `scan` with every element's info fetched into `writer` (see `ParseLinkScanWriter.appendValid`).
    func append(
        uri: UnsafeBufferPointer<UInt8>, rejection: String?, scan: DigitalLinkScan, writer: ParseLinkScanWriter,
        currentYear: Int, into buffer: OutputByteBuffer
    ) {
        if let rejection {
            buffer.append(atMost: 64 + extraBytes + 6 * (uri.count + rejection.utf8.count)) { start in
                var cursor = start
                write(uri: uri, link: nil, rejection: rejection, currentYear: currentYear, at: &cursor)
                return cursor
            }
        } else {
            writer.append(uri: uri, scan: scan, extra: extraBytes, into: buffer) { link, cursor in
                write(uri: uri, link: link, rejection: nil, currentYear: currentYear, at: &cursor)
            }
        }
    }

    private func write(
        uri: UnsafeBufferPointer<UInt8>, link: ParseLinkScanWriter.ScannedLink?, rejection: String?, currentYear: Int,
        at cursor: inout W.Cursor
    ) {
        W.byte(UInt8(ascii: "{"), at: &cursor)
        for (position, member) in members.enumerated() {
            if position > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
            switch member {
            case .whole(let key):
                W.writeString(key.rawValue, at: &cursor)
                W.byte(UInt8(ascii: ":"), at: &cursor)
                Self.writeWhole(key, uri: uri, link: link, rejection: rejection, currentYear: currentYear, at: &cursor)
            case .some(let key, let names, let escapedNames):
                W.writeString(key.rawValue, at: &cursor)
                W.literal(":{", at: &cursor)
                for index in names.indices {
                    if index > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
                    W.fragment(escapedNames[index], at: &cursor)
                    W.byte(UInt8(ascii: ":"), at: &cursor)
                    let value = link.flatMap { key == .ais ? $0.aiValue(names[index]) : $0.parameterValue(names[index]) }
                    if let link, let value {
                        link.writeString(value, at: &cursor)
                    } else {
                        W.literal("null", at: &cursor)
                    }
                }
                W.byte(UInt8(ascii: "}"), at: &cursor)
            }
        }
        W.byte(UInt8(ascii: "}"), at: &cursor)
    }

    private static func writeWhole(
        _ key: Key, uri: UnsafeBufferPointer<UInt8>, link: ParseLinkScanWriter.ScannedLink?, rejection: String?,
        currentYear: Int, at cursor: inout W.Cursor
    ) {
        switch (key, link) {
        case (.uri, _): ParseLinkScanWriter.writeString(uri, at: &cursor)
        case (.valid, _): link == nil ? W.literal("false", at: &cursor) : W.literal("true", at: &cursor)
        case (.error, nil): W.writeString(rejection ?? "", at: &cursor)
        case (.primaryKey, let link?): link.writePrimaryKey(at: &cursor)
        case (.ais, let link?): link.writeAIs(at: &cursor)
        case (.elements, let link?): link.writeElements(currentYear: currentYear, at: &cursor)
        case (.otherQuery, let link?): link.writeOtherQuery(at: &cursor)
        case (.elementString, let link?): link.writeElementString(at: &cursor)
        default: W.literal("null", at: &cursor)
        }
    }
}
