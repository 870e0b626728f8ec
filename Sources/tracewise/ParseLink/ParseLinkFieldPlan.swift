import DigitalLink
import Shared

/// `--fields` for parse-link's JSON, worked out once per run so that each record is written by the fast
/// writer (`ParsedLink+JSON`) with only the chosen members, instead of through a `JSONValue` tree
/// (4× the CPU on a million URIs).
///
/// It covers what people pick: top-level keys (`uri,valid,primaryKey`) and single members of `ais` and
/// `otherQuery` (`ais.01,ais.10`). Anything else (`elements.0.value`, a key named twice, a key both whole
/// and by member) has no plan, and the record goes through `FieldSelection.apply`. The bytes are exactly
/// those of `FieldSelection.apply` written compactly, which the tests check on every link of GS1's case file:
/// members in the order first named, a member the record lacks as `null`.
///
/// A class: the encoder lends its plan for every record, and a copy of a struct of three arrays costs
/// three retains and releases each time (a copy of a class, one).
final class ParseLinkFieldPlan: Sendable {
    enum Key: String, Sendable, CaseIterable {
        case uri, input, form, valid, error, primaryKey, gtin, serial, batch, expiry, ais, elements, otherQuery, elementString
        case canonicalUri, compressedUri, problems

        /// For the SDK's names, the position in `ParseLinkRecordShape.namedIdentifiers`.
        var nameSlot: Int? {
            ParseLinkRecordShape.namedIdentifiers.firstIndex { $0.name == rawValue }
        }
    }

    /// One chosen member: a key with its whole value, or `ais` or `otherQuery` with only some names.
    /// Plain offsets into the plan's arrays, so that reading one per record copies no array (an enum
    /// holding arrays was retained and released for every member of every record).
    struct Member: Sendable, Equatable {
        let key: Key
        let isWhole: Bool
        /// In `bytes`: the member's name as JSON with its colon (`"uri":`), and `{` after it for some names.
        let head: Range<Int>
        /// In `names`: the names chosen, for some names.
        let names: Range<Int>
    }

    /// A name of `ais.NAME` or `otherQuery.NAME`: in `bytes`, as written (`"01":`) and as compared (`01`).
    struct Name: Sendable, Equatable {
        let escaped: Range<Int>
        let raw: Range<Int>
    }

    let members: [Member]
    let names: [Name]
    let bytes: [UInt8]

    init?(_ fields: FieldSelection) {
        // Each key once, whole or with its names in the order first named.
        var chosen: [(key: Key, names: [String]?)] = []
        for path in fields.paths {
            let steps = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let key = Key(rawValue: steps[0]) else { return nil }
            let index = chosen.firstIndex { $0.key == key }
            if steps.count == 1 {
                guard index == nil else { return nil }
                chosen.append((key, nil))
                continue
            }
            guard key == .ais || key == .otherQuery, !steps[1].contains(".") else { return nil }
            guard let index else {
                chosen.append((key, [steps[1]]))
                continue
            }
            guard let names = chosen[index].names, !names.contains(steps[1]) else { return nil }
            chosen[index].names = names + [steps[1]]
        }
        var members: [Member] = [], names: [Name] = [], bytes: [UInt8] = []
        func keep(_ text: some Sequence<UInt8>) -> Range<Int> {
            let start = bytes.count
            bytes += text
            return start..<bytes.count
        }
        for (key, chosenNames) in chosen {
            let head = keep(Array(JSONWriter.compact(.string(key.rawValue)).utf8) + Array((chosenNames == nil ? ":" : ":{").utf8))
            let first = names.count
            for name in chosenNames ?? [] {
                let escaped = keep(Array(JSONWriter.compact(.string(name)).utf8) + [UInt8(ascii: ":")])
                names.append(Name(escaped: escaped, raw: keep(name.utf8)))
            }
            members.append(Member(key: key, isWhole: chosenNames == nil, head: head, names: first..<names.count))
        }
        self.members = members
        self.names = names
        self.bytes = bytes
    }

    /// The object of the chosen members, from the parser's scan (`ParseLinkFieldPlan+Scan`): `whole`
    /// writes a key's whole value, `member` the value of `ais.NAME` or `otherQuery.NAME` (the name's bytes)
    /// and says whether there was one (else `null` is written).
    @inline(__always)
    func writeObject(
        at cursor: inout OutputCursor, whole: (Key, inout OutputCursor) -> Void,
        member: (UnsafeBufferPointer<UInt8>, Key, inout OutputCursor) -> Bool
    ) {
        members.withUnsafeBufferPointer { members in
            names.withUnsafeBufferPointer { names in
                bytes.withUnsafeBufferPointer { bytes in
                    cursor.byte(UInt8(ascii: "{"))
                    for chosen in members {
                        // Every member but the first, whose head opens `bytes`, follows a comma.
                        if chosen.head.lowerBound > 0 { cursor.byte(UInt8(ascii: ",")) }
                        cursor.fragment(UnsafeBufferPointer(rebasing: bytes[chosen.head]))
                        if chosen.isWhole {
                            whole(chosen.key, &cursor)
                            continue
                        }
                        for index in chosen.names {
                            if index > chosen.names.lowerBound { cursor.byte(UInt8(ascii: ",")) }
                            cursor.fragment(UnsafeBufferPointer(rebasing: bytes[names[index].escaped]))
                            let raw = UnsafeBufferPointer(rebasing: bytes[names[index].raw])
                            if !member(raw, chosen.key, &cursor) { cursor.literal("null") }
                        }
                        cursor.byte(UInt8(ascii: "}"))
                    }
                    cursor.byte(UInt8(ascii: "}"))
                }
            }
        }
    }
}

/// `--fields` written from the view: the chosen members through `ParsedLink`'s member writers, so
/// picking fields costs no more than the whole record. The bytes are those of `FieldSelection.apply` on
/// the whole record, written compactly, which the tests check on every link of the GS1 case file.
extension ParseLinkFieldPlan {
    /// The chosen members of `link`'s record.
    func write(_ link: ParsedLink, currentYear: Int, at cursor: inout OutputCursor) {
        writeObject(at: &cursor) { key, cursor in
            Self.writeWhole(key, of: link, currentYear: currentYear, at: &cursor)
        } member: { name, key, cursor in
            guard link.isRead, let value = key == .ais ? link.aiValue(named: name) : link.parameterValue(named: name) else {
                return false
            }
            link.writeString(value, at: &cursor)
            return true
        }
    }

    private static func writeWhole(_ key: Key, of link: ParsedLink, currentYear: Int, at cursor: inout OutputCursor) {
        switch key {
        case .uri, .input:
            return (key == .uri) == link.keepsInputAsURI ? link.writeInput(at: &cursor) : cursor.literal("null")
        case .form: return link.writeForm(at: &cursor)
        case .valid: return link.isValid ? cursor.literal("true") : cursor.literal("false")
        case .error: return link.isValid ? cursor.literal("null") : cursor.string(link.error)
        default: break
        }
        guard link.isRead else { return cursor.literal("null") }
        switch key {
        case .primaryKey: link.writePrimaryKey(at: &cursor)
        case .ais: link.writeAIs(at: &cursor)
        case .elements: link.writeElements(currentYear: currentYear, at: &cursor)
        case .otherQuery: link.writeOtherQuery(at: &cursor)
        case .elementString: link.writeElementString(at: &cursor)
        case .canonicalUri: link.writeCanonicalURI(at: &cursor)
        case .compressedUri: link.writeCompressedURI(at: &cursor)
        case .problems: link.problems.isEmpty ? cursor.literal("null") : link.writeProblems(at: &cursor)
        case .gtin, .serial, .batch, .expiry:
            if let slot = key.nameSlot, let value = link.namedValue(slot) {
                link.writeString(value, at: &cursor)
            } else {
                cursor.literal("null")
            }
        case .uri, .input, .form, .valid, .error: break
        }
    }
}
