import DigitalLink
import Shared

/// `--fields` for parse-link's JSON, worked out once per run so that each record is written by the fast
/// writer (`ParseLinkJSONWriter`) with only the chosen members, instead of through a `JSONValue` tree
/// (4× the CPU on a million URIs).
///
/// It covers what people pick: top-level keys (`uri,valid,primaryKey`) and single members of `ais` and
/// `otherQuery` (`ais.01,ais.10`). Anything else (`elements.0.value`, a key named twice, a key both whole
/// and by member) has no plan, and the record goes through `FieldSelection.apply`. The bytes are exactly
/// those of `FieldSelection.apply` written compactly, which the tests check on every link of GS1's case file:
/// members in the order first named, a member the record lacks as `null`.
struct ParseLinkFieldPlan: Sendable, Equatable {
    enum Key: String, Sendable, CaseIterable {
        case uri, valid, error, primaryKey, gtin, serial, batch, expiry, ais, elements, otherQuery, elementString, problems

        /// For the SDK's names, the position in `ParseLinkRecord.namedIdentifiers`.
        var nameSlot: Int? {
            ParseLinkRecord.namedIdentifiers.firstIndex { $0.name == rawValue }
        }
    }

    enum Member: Sendable, Equatable {
        /// The key with its whole value, or null when the record has none.
        case whole(Key)
        /// `ais` or `otherQuery` with only these names (each escaped as a JSON string once, here).
        case some(Key, names: [String], escapedNames: [[UInt8]])
    }

    let members: [Member]
    /// Bytes the names of `some` members add beyond what the whole record could take.
    let extraBytes: Int

    init?(_ fields: FieldSelection) {
        var members: [Member] = []
        var seen: Set<String> = []
        for path in fields.paths {
            let steps = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let key = Key(rawValue: steps[0]) else { return nil }
            if steps.count == 1 {
                guard seen.insert(key.rawValue).inserted else { return nil }
                members.append(.whole(key))
                continue
            }
            guard key == .ais || key == .otherQuery, !steps[1].contains(".") else { return nil }
            if let index = members.firstIndex(where: { if case .some(key, _, _) = $0 { true } else { false } }) {
                guard case .some(_, var names, var escaped) = members[index], !names.contains(steps[1]) else { return nil }
                names.append(steps[1])
                escaped.append(Array(JSONWriter.compact(.string(steps[1])).utf8))
                members[index] = .some(key, names: names, escapedNames: escaped)
            } else {
                guard seen.insert(key.rawValue).inserted else { return nil }
                members.append(.some(key, names: [steps[1]], escapedNames: [Array(JSONWriter.compact(.string(steps[1])).utf8)]))
            }
        }
        self.members = members
        extraBytes = members.reduce(32 * members.count) { total, member in
            guard case .some(_, _, let escaped) = member else { return total }
            return escaped.reduce(total) { $0 + $1.count + 8 }
        }
    }

    /// The object of the chosen members, from the parser's scan (`ParseLinkFieldPlan+Scan`): `whole`
    /// writes a key's whole value, `member` the value of `ais.NAME` or `otherQuery.NAME` and says whether
    /// there was one (else `null` is written).
    func writeObject(
        at cursor: inout ParseLinkJSONWriter.Cursor, whole: (Key, inout ParseLinkJSONWriter.Cursor) -> Void,
        member: (String, Key, inout ParseLinkJSONWriter.Cursor) -> Bool
    ) {
        typealias W = ParseLinkJSONWriter
        W.byte(UInt8(ascii: "{"), at: &cursor)
        for (position, chosen) in members.enumerated() {
            if position > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
            switch chosen {
            case .whole(let key):
                W.writeString(key.rawValue, at: &cursor)
                W.byte(UInt8(ascii: ":"), at: &cursor)
                whole(key, &cursor)
            case .some(let key, let names, let escapedNames):
                W.writeString(key.rawValue, at: &cursor)
                W.literal(":{", at: &cursor)
                for index in names.indices {
                    if index > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
                    W.fragment(escapedNames[index], at: &cursor)
                    W.byte(UInt8(ascii: ":"), at: &cursor)
                    if !member(names[index], key, &cursor) { W.literal("null", at: &cursor) }
                }
                W.byte(UInt8(ascii: "}"), at: &cursor)
            }
        }
        W.byte(UInt8(ascii: "}"), at: &cursor)
    }
}
