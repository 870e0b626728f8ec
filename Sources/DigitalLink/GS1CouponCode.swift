/// The two North American coupon formats: AI 8110 (`couponcode`, "North American Coupon Application
/// Guideline Using GS1 DataBar Expanded Symbols") and AI 8112 (`couponposoffer`, "GS1 AI (8112) Coupon
/// Data Specification"). Both are digit strings of fields, many preceded by a one-digit length
/// indicator (VLI); this walks the fields in order and names the first that is missing or wrong.
enum GS1CouponCode {
    /// A cursor over the digits; each read names the field, so failures read "coupon code: ...".
    private struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position == bytes.count }
        var next: Int? { isAtEnd ? nil : Int(bytes[position]) - 48 }

        // Field names are autoclosures so that the valid path builds no strings.

        /// Reads one digit that must be in `allowed`.
        mutating func digit(_ field: @autoclosure () -> String, in allowed: some Collection<Int>) throws(Failure) -> Int {
            guard let value = next else { throw Failure(text: "\(field()) is missing") }
            guard allowed.contains(value) else { throw Failure(text: "\(field()) \(value) is not allowed") }
            position += 1
            return value
        }

        /// Skips a field of `count` digits and returns where it starts.
        @discardableResult
        mutating func field(_ field: @autoclosure () -> String, count: Int) throws(Failure) -> Int {
            guard bytes.count - position >= count else { throw Failure(text: "\(field()) is cut short") }
            position += count
            return position - count
        }

        /// A GS1 Company Prefix of `count` digits, checked like `gcppos1`.
        mutating func companyPrefix(_ field: @autoclosure () -> String, count: Int) throws(Failure) {
            let start = try self.field(field(), count: count)
            if count > 0, GS1FieldChecks.companyPrefixProblem(in: bytes, at: start, count: count) != nil {
                throw Failure(text: "\(field()) is not a GS1 Company Prefix")
            }
        }

        /// A YYMMDD date field; returns it as a number (YYMMDD order sorts like dates).
        mutating func date(_ field: StaticString) throws(Failure) -> Int {
            let start = try self.field("\(field)", count: 6)
            let date = UnsafeBufferPointer(rebasing: bytes[start..<(start + 6)])
            guard GS1DateTime.dateProblem(in: date, yearDigits: 2, allowsDayZero: false) == nil,
                let value = GS1DateTime.number(in: date, from: 0, count: 6)
            else { throw Failure(text: "\(field) is not a real date (YYMMDD)") }
            return value
        }
    }

    private struct Failure: Error { let text: String }

    // Constant so the checks allocate nothing when the value is valid.
    private static let saveValueCodes = [0, 1, 2, 5, 6]
    private static let requirementCodes = [0, 1, 2, 3, 4, 9]
    private static let purchasePrefixLengths = [0, 1, 2, 3, 4, 5, 6, 9]

    static func northAmericanProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard GS1Component.Characters.numeric.firstDisallowedIndex(in: bytes) == nil else { return "a coupon code is digits only" }
        var fields = Fields(bytes: bytes)
        do throws(Failure) {
            let prefixLength = try fields.digit("company prefix length", in: 0...6) + 6
            try fields.companyPrefix("company prefix", count: prefixLength)
            try fields.field("offer code", count: 6)
            let saveValueLength = try fields.digit("save value length", in: 1...5)
            try fields.field("save value", count: saveValueLength)
            try purchaseRequirement(&fields, "first purchase")
            if fields.next == 1 {
                fields.position += 1
                _ = try fields.digit("additional purchase rules code", in: 0...3)
                try purchaseRequirement(&fields, "second purchase")
                try purchaseCompanyPrefix(&fields, "second purchase")
            }
            if fields.next == 2 {
                fields.position += 1
                try purchaseRequirement(&fields, "third purchase")
                try purchaseCompanyPrefix(&fields, "third purchase")
            }
            var expiry: Int?
            if fields.next == 3 {
                fields.position += 1
                expiry = try fields.date("expiration date")
            }
            if fields.next == 4 {
                fields.position += 1
                let start = try fields.date("start date")
                if let expiry, expiry < start { throw Failure(text: "expiration date is before the start date") }
            }
            if fields.next == 5 {
                fields.position += 1
                let serialLength = try fields.digit("serial number length", in: 0...9) + 6
                try fields.field("serial number", count: serialLength)
            }
            if fields.next == 6 {
                fields.position += 1
                let retailerLength = try fields.digit("retailer company prefix length", in: 1...7) + 6
                try fields.companyPrefix("retailer company prefix or GLN", count: retailerLength)
            }
            if fields.next == 9 {
                fields.position += 1
                _ = try fields.digit("save value code", in: saveValueCodes)
                _ = try fields.digit("save value applies to item", in: 0...2)
                _ = try fields.digit("store coupon flag", in: 0...9)
                _ = try fields.digit("don't multiply flag", in: 0...1)
            }
            if !fields.isAtEnd { throw Failure(text: "unexpected data after the last field") }
        } catch {
            return "not a valid coupon code: \(error.text)"
        }
        return nil
    }

    static func positiveOfferProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard GS1Component.Characters.numeric.firstDisallowedIndex(in: bytes) == nil else { return "a coupon code is digits only" }
        var fields = Fields(bytes: bytes)
        do throws(Failure) {
            _ = try fields.digit("format code", in: 0...1)
            let funderLength = try fields.digit("funder ID length", in: 0...6) + 6
            try fields.field("funder ID", count: funderLength)
            try fields.field("offer code", count: 6)
            let serialLength = try fields.digit("serial number length", in: 0...9) + 6
            try fields.field("serial number", count: serialLength)
            if !fields.isAtEnd { throw Failure(text: "unexpected data after the serial number") }
        } catch {
            return "not a valid positive offer coupon code: \(error.text)"
        }
        return nil
    }

    /// Requirement length, requirement, requirement code (0-4 or 9), family code.
    private static func purchaseRequirement(_ fields: inout Fields, _ which: StaticString) throws(Failure) {
        let length = try fields.digit("\(which) requirement length", in: 1...5)
        try fields.field("\(which) requirement", count: length)
        _ = try fields.digit("\(which) requirement code", in: requirementCodes)
        try fields.field("\(which) family code", count: 3)
    }

    /// A company prefix length 0-6 (prefix of length + 6) or 9 (none, the first purchase's applies).
    private static func purchaseCompanyPrefix(_ fields: inout Fields, _ which: StaticString) throws(Failure) {
        let indicator = try fields.digit("\(which) company prefix length", in: purchasePrefixLengths)
        try fields.companyPrefix("\(which) company prefix", count: indicator == 9 ? 0 : indicator + 6)
    }
}
