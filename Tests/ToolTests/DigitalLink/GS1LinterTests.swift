import Testing
@testable import DigitalLink
@testable import tracewise

/// Every linter of the GS1 Syntax Dictionary, each with values that pass and values that fail. Vectors
/// marked "GS1" are GS1's own examples (GS1 documentation, or the unit tests of gs1/gs1-syntax-dictionary);
/// the rest are made up.
struct GS1LinterTests {
    static let passing: [(GS1Linter, String)] = [
        (.csum, "09506000134352"), (.csum, "614141000036"), (.csum, "00"), (.csum, "106141411234567897"),
        (.csumalpha, "1987654Ad4X4bL5ttr2310c2K"), (.csumalpha, "12345678901234567890123NT"),  // GS1
        (.csumalpha, "12345_!\"%&'()*+,-./LC"), (.csumalpha, "22"), (.csumalpha, "!!22"), (.csumalpha, "00000!HV"),  // GS1
        (.csumalpha, "7907665Bm8v2AB"), (.csumalpha, "149512464PM+GH"), (.csumalpha, "99999zzzzzzzzzzzzzzzzzzT2"),  // GS1
        (.yymmdd, "200229"), (.yymmdd, "000229"), (.yymmdd, "961231"), (.yymmdd, "250131"),
        (.yymmd0, "200600"), (.yymmd0, "240229"), (.yymmd0, "251231"),
        (.yyyymmdd, "20000229"), (.yyyymmdd, "20240229"), (.yyyymmdd, "19991231"),
        (.hhmi, "0000"), (.hhmi, "2359"), (.hh, "00"), (.hh, "23"), (.mi, "59"), (.ss, "00"), (.ss, "59"),
        (.pcenc, ""), (.pcenc, "ABC%20XYZ"), (.pcenc, "%fF"), (.pcenc, "no percent"),
        (.gcppos1, "0123"), (.gcppos1, "0123ABC"), (.gcppos2, "10123"), (.gcppos2, "0950600013435"),
        (.iso3166, "826"), (.iso3166, "004"), (.iso3166, "894"), (.iso3166999, "999"), (.iso3166999, "250"),
        (.iso3166alpha2, "GB"), (.iso3166alpha2, "AD"), (.iso3166alpha2, "ZW"),
        (.iso4217, "978"), (.iso4217, "840"), (.iso4217, "008"), (.iso5218, "0"), (.iso5218, "9"),
        (.pieceoftotal, "11"), (.pieceoftotal, "0103"), (.pieceoftotal, "999999"), (.pieceoftotal, "0909"),
        (.zero, "0"), (.nonzero, "0009"), (.nonzero, "1"), (.nozeroprefix, "10"), (.nozeroprefix, ""),
        (.importeridx, "-"), (.importeridx, "_"), (.importeridx, "z"), (.importeridx, "7"),
        (.winding, "0"), (.winding, "1"), (.winding, "9"), (.hyphen, "-"), (.yesno, "0"), (.yesno, "1"),
        (.latitude, "0000000000"), (.latitude, "1800000000"), (.longitude, "3600000000"),
        (.mediatype, "01"), (.mediatype, "10"), (.mediatype, "80"), (.mediatype, "99"),
        (.packagetype, "1A"), (.packagetype, "APE"), (.packagetype, "8"), (.packagetype, "ZZ"), (.packagetype, "X20"),
        (.posinseqslash, "1/1"), (.posinseqslash, "2/3"), (.posinseqslash, "9/10"), (.posinseqslash, "100/100"),
        (.hasnondigit, "123A"), (.hasnondigit, "A"),
        (.iban, "GB98MIDL07009312345678"), (.iban, "DE91100000000123456789"), (.iban, "BE71096123456769"),
        (.couponcode, "012345612345611110123"),  // GS1
        (.couponcode, "012345612345611110123" + "3251231" + "4250101"),  // expiry, then an earlier start
        (.couponcode, "012345612345611110123" + "1" + "2" + "11" + "9" + "123" + "9" + "5" + "0" + "123456" + "9" + "0011"),
        (.couponcode, "012345612345611110123101101230123456"), (.couponcode, "012345612345611110123101101239"),  // GS1
        (.iban, "MU43BOMM0101123456789101000MUR"), (.iban, "LC14BOSL123456789012345678901234"),  // GS1
        (.couponposoffer, "001234561234560123456"), (.couponposoffer, "061234567890121234569123456789012345"),  // GS1
    ]

    static let failing: [(GS1Linter, String, String)] = [
        (.csum, "09506000134353", "wrong check digit (expected 2)"),
        (.csum, "09506000134350", "wrong check digit (expected 2)"),
        (.csumalpha, "1987654Ad4X4bL5ttr2310cXK", "wrong check character pair (expected 2K)"),  // GS1
        (.csumalpha, "2", "too short for a check character pair"),
        (.csumalpha, "1234567890123456789012 NT", "character ' ' cannot take part in a check character pair"),
        (.yymmdd, "210229", "not a real date (YYMMDD)"), (.yymmdd, "200600", "not a real date (YYMMDD)"),
        (.yymmdd, "201310", "not a real date (YYMMDD)"), (.yymmdd, "200431", "not a real date (YYMMDD)"),
        (.yymmd0, "251301", "not a real date (YYMMDD)"), (.yymmd0, "230229", "not a real date (YYMMDD)"),
        (.yymmd0, "200000", "not a real date (YYMMDD)"),
        (.yyyymmdd, "19000229", "not a real date (YYYYMMDD)"), (.yyyymmdd, "20230229", "not a real date (YYYYMMDD)"),
        (.yyyymmdd, "20251200", "not a real date (YYYYMMDD)"),
        (.hhmi, "2400", "not a real time (HHMM, 0000-2359)"), (.hhmi, "1260", "not a real time (HHMM, 0000-2359)"),
        (.hh, "24", "not an hour (HH, 00-23)"), (.mi, "60", "not a minute (MM, 00-59)"), (.ss, "61", "not a second (SS, 00-59)"),
        (.pcenc, "ABC%g", "'%' at position 4 is not followed by two hex digits"),
        (.pcenc, "%fg", "'%' at position 1 is not followed by two hex digits"),
        (.gcppos1, "012A", "must start with a GS1 Company Prefix (at least 4 digits)"),
        (.gcppos1, "012", "must start with a GS1 Company Prefix (at least 4 digits)"),
        (.gcppos2, "1012A", "must have a GS1 Company Prefix (at least 4 digits) after its first digit"),
        (.iso3166, "999", "not an ISO 3166 numeric country code"), (.iso3166, "000", "not an ISO 3166 numeric country code"),
        (.iso3166999, "998", "not an ISO 3166 numeric country code or 999"),
        (.iso3166alpha2, "AA", "not an ISO 3166 alpha-2 country code"),
        (.iso3166alpha2, "gb", "not an ISO 3166 alpha-2 country code"),
        (.iso4217, "000", "not an ISO 4217 numeric currency code"), (.iso4217, "001", "not an ISO 4217 numeric currency code"),
        (.iso5218, "3", "not an ISO 5218 sex code (0, 1, 2 or 9)"),
        (.pieceoftotal, "0100", "total number of pieces must not be 0"),
        (.pieceoftotal, "0001", "piece number must not be 0"),
        (.pieceoftotal, "0908", "piece number is greater than the total number of pieces"),
        (.pieceoftotal, "111", "piece and total must have the same number of digits"),
        (.zero, "1", "must be 0"), (.nonzero, "0000", "must not be zero"), (.nozeroprefix, "01", "must not start with 0"),
        (.importeridx, ".", "not an importer index (one of - 0-9 A-Z _ a-z)"),
        (.importeridx, "AA", "not an importer index (one of - 0-9 A-Z _ a-z)"),
        (.winding, "2", "winding direction must be 0 (face out), 1 (face in) or 9 (undefined)"),
        (.hyphen, "X", "must be '-'"), (.yesno, "2", "must be 0 (no) or 1 (yes)"),
        (.latitude, "1800000001", "not a latitude (0000000000-1800000000)"),
        (.longitude, "3600000001", "not a longitude (0000000000-3600000000)"),
        (.mediatype, "00", "not an AIDC media type (01-10, 80-99)"), (.mediatype, "11", "not an AIDC media type (01-10, 80-99)"),
        (.packagetype, "_9", "not a package type code (UN/ECE Recommendation 21 or GS1 PackageTypeCode)"),
        (.packagetype, "1C", "not a package type code (UN/ECE Recommendation 21 or GS1 PackageTypeCode)"),
        (.posinseqslash, "2/1", "position is greater than the total"), (.posinseqslash, "10/9", "position is greater than the total"),
        (.posinseqslash, "0/1", "position and total must not be 0 or start with 0"),
        (.posinseqslash, "1//2", "must be <position>/<total> (e.g. 2/3)"), (.posinseqslash, "1/", "must be <position>/<total> (e.g. 2/3)"),
        (.hasnondigit, "1234", "must contain a character that is not a digit"),
        (.iban, "BE71096123456760", "wrong IBAN check digits"),  // GS1
        (.iban, "XX361234567890", "an IBAN must start with an ISO 3166 alpha-2 country code"),  // GS1
        (.iban, "BE71", "too short for an IBAN"),
        (.couponcode, "0123456123456", "not a valid coupon code: save value length is missing"),  // GS1
        (.couponcode, "71234567890123", "not a valid coupon code: company prefix length 7 is not allowed"),  // GS1
        (.couponcode, "012345612345611110123" + "3251301", "not a valid coupon code: expiration date is not a real date (YYMMDD)"),
        (.couponcode, "012345612345611110123" + "3250101" + "4251231", "not a valid coupon code: expiration date is before the start date"),
        (.couponcode, "012345612345611110123" + "7", "not a valid coupon code: unexpected data after the last field"),
        (.couponcode, "01234561234561111012314", "not a valid coupon code: additional purchase rules code 4 is not allowed"),  // GS1
        (.couponcode, "0123456123456111101231011012371234567890123",
         "not a valid coupon code: second purchase company prefix length 7 is not allowed"),  // GS1
        (.couponcode, "0123456123456111101232", "not a valid coupon code: third purchase requirement length is missing"),  // GS1
        (.iban, "LC14BOSLxx3456789012345678901230", "character 'x' is not allowed in an IBAN (0-9, A-Z)"),  // GS1
        (.couponposoffer, "201234561234560123456", "not a valid positive offer coupon code: format code 2 is not allowed"),  // GS1
        (.couponposoffer, "0012345612345601234567", "not a valid positive offer coupon code: unexpected data after the serial number"),  // GS1
    ]

    @Test func everyLinterHasAPassingAndAFailingVector() {
        for linter in GS1Linter.allCases {
            #expect(Self.passing.contains { $0.0 == linter }, "\(linter.rawValue) has no passing vector")
            #expect(Self.failing.contains { $0.0 == linter }, "\(linter.rawValue) has no failing vector")
        }
    }

    @Test func passingValuesPass() {
        for (linter, value) in Self.passing {
            #expect(linter.problem(with: value) == nil, "\(linter.rawValue) '\(value)'")
        }
    }

    @Test func failingValuesFailWithTheirReason() {
        for (linter, value, reason) in Self.failing {
            #expect(linter.problem(with: value) == reason, "\(linter.rawValue) '\(value)'")
        }
    }

    @Test func mod10CheckDigitOfGS1Examples() {
        for (data, check) in [("0950600013435", 2), ("10614141123456789", 7), ("629104150021", 3)] {
            var data = data
            #expect(data.withUTF8 { GS1CheckCharacters.mod10CheckDigit(of: $0) } == check, "\(data)")
        }
    }

    @Test func everyLinterTheDictionaryNamesIsACase() {
        let named = Set(GS1Dictionary.all.flatMap { $0.components.flatMap(\.linters) })
        #expect(named == Set(GS1Linter.allCases), "GS1Linter has cases the dictionary does not use, or misses some")
    }
}
