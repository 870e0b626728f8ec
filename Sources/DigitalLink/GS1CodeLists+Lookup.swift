/// Lookups in the generated code lists, on the value's bytes, for the `iso3166`, `iso3166999`,
/// `iso3166alpha2`, `iso4217`, `mediatype` and `packagetype` linters (and the IBAN country check).
extension GS1CodeLists {
    static func countryProblem(in bytes: UnsafeBufferPointer<UInt8>, allows999: Bool) -> String? {
        let code = threeDigits(bytes)
        if allows999 && code == 999 { return nil }
        if let code, contains(iso3166Numeric, code) { return nil }
        return allows999 ? "not an ISO 3166 numeric country code or 999" : "not an ISO 3166 numeric country code"
    }

    static func alpha2CountryProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        bytes.count == 2 && isAlpha2Country(bytes[0], bytes[1]) ? nil : "not an ISO 3166 alpha-2 country code"
    }

    /// True when the two letters are an assigned ISO 3166-1 alpha-2 code (upper case only).
    static func isAlpha2Country(_ first: UInt8, _ second: UInt8) -> Bool {
        let a = UInt8(ascii: "A")
        guard first &- a < 26, second &- a < 26 else { return false }
        return contains(iso3166Alpha2, Int(first - a) * 26 + Int(second - a))
    }

    static func currencyProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if let code = threeDigits(bytes), contains(iso4217Numeric, code) { return nil }
        return "not an ISO 4217 numeric currency code"
    }

    static func mediaTypeProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count == 2, let code = GS1DateTime.number(in: bytes, from: 0, count: 2), contains(mediaTypes, code) {
            return nil
        }
        return "not an AIDC media type (01-10, 80-99)"
    }

    static func packageTypeProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if let packed = packedPackageType(bytes), binarySearch(packageTypes, packed) { return nil }
        return "not a package type code (UN/ECE Recommendation 21 or GS1 PackageTypeCode)"
    }

    /// One to three characters of 0-9A-Z as a base-37 number (digits 1-10, letters 11-36), so the
    /// codes fit a sorted [UInt16]. Must match `packed_package_type` in the generator.
    static func packedPackageType(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt16? {
        guard (1...3).contains(bytes.count) else { return nil }
        var value: UInt16 = 0
        for byte in bytes {
            let digit: UInt16
            if byte &- UInt8(ascii: "0") < 10 {
                digit = UInt16(byte - UInt8(ascii: "0")) + 1
            } else if byte &- UInt8(ascii: "A") < 26 {
                digit = UInt16(byte - UInt8(ascii: "A")) + 11
            } else {
                return nil
            }
            value = value * 37 + digit
        }
        return value
    }

    private static func threeDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.count == 3 ? GS1DateTime.number(in: bytes, from: 0, count: 3) : nil
    }

    private static func contains(_ bits: [UInt64], _ bit: Int) -> Bool {
        bit / 64 < bits.count && (bits[bit / 64] >> UInt64(bit % 64)) & 1 == 1
    }

    private static func binarySearch(_ sorted: [UInt16], _ value: UInt16) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] == value { return true }
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return false
    }
}
