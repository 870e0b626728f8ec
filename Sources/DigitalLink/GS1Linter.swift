/// The GS1 Barcode Syntax Dictionary's linters: named content checks applied to one component of an
/// AI's value after its length and character set have been checked. The cases are exactly the names the
/// dictionary uses; `scripts/gs1/generate-gs1-tables` refuses a dictionary naming any other, so a new
/// linter cannot be silently skipped.
///
/// The checks follow the definitions of the GS1 General Specifications as implemented by GS1's
/// reference linters (gs1/gs1-syntax-dictionary, src/lint_*.c); where they differ from that
/// reference the check's own comment says so.
enum GS1Linter: String, Sendable, CaseIterable {
    /// Check characters: GS1 mod-10 check digit; GMN check character pair; IBAN mod-97.
    case csum, csumalpha, iban
    /// Real dates: YYMMDD; YYMMDD or YYMM00 (day unknown); YYYYMMDD.
    case yymmdd, yymmd0, yyyymmdd
    /// Times: HHMM; HH; MM (minutes); SS.
    case hhmi, hh, mi, ss
    /// Starts with a GS1 Company Prefix at position 1 / position 2 (after an indicator digit).
    case gcppos1, gcppos2
    /// Code lists: ISO 3166 numeric; the same or 999; ISO 3166 alpha-2; ISO 4217 numeric; ISO 5218 sex;
    /// AIDC media type; UN/ECE Recommendation 21 package type.
    case iso3166, iso3166999, iso3166alpha2, iso4217, iso5218, mediatype, packagetype
    /// Shapes: piece of total ("0103"); position in sequence ("2/3"); valid percent-encoding;
    /// WGS84 latitude / longitude as ten digits; EU 2018/574 importer index character.
    case pieceoftotal, posinseqslash, pcenc, latitude, longitude, importeridx
    /// Single values: "0"; not all zeros; no leading zero; some non-digit; "-"; "0"/"1"; "0"/"1"/"9".
    case zero, nonzero, nozeroprefix, hasnondigit, hyphen, yesno, winding
    /// North American coupon codes: AI 8110 and AI 8112 (positive offer file).
    case couponcode, couponposoffer

    /// Why `bytes` (one component of a value) fails this check, as a sentence fragment such as
    /// "wrong check digit (expected 2)", or nil when it passes. No allocation unless it fails.
    func problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch self {
        case .csum: return GS1CheckCharacters.mod10Problem(in: bytes)
        case .csumalpha: return GS1CheckCharacters.checkPairProblem(in: bytes)
        case .iban: return GS1CheckCharacters.ibanProblem(in: bytes)
        case .yymmdd: return GS1DateTime.dateProblem(in: bytes, yearDigits: 2, allowsDayZero: false)
        case .yymmd0: return GS1DateTime.dateProblem(in: bytes, yearDigits: 2, allowsDayZero: true)
        case .yyyymmdd: return GS1DateTime.dateProblem(in: bytes, yearDigits: 4, allowsDayZero: false)
        case .hhmi: return GS1DateTime.timeProblem(in: bytes)
        case .hh: return GS1DateTime.fieldProblem(in: bytes, below: 24, what: "an hour (HH, 00-23)")
        case .mi: return GS1DateTime.fieldProblem(in: bytes, below: 60, what: "a minute (MM, 00-59)")
        case .ss: return GS1DateTime.fieldProblem(in: bytes, below: 60, what: "a second (SS, 00-59)")
        case .couponcode: return GS1CouponCode.northAmericanProblem(in: bytes)
        case .couponposoffer: return GS1CouponCode.positiveOfferProblem(in: bytes)
        case .iso3166: return GS1CodeLists.countryProblem(in: bytes, allows999: false)
        case .iso3166999: return GS1CodeLists.countryProblem(in: bytes, allows999: true)
        case .iso3166alpha2: return GS1CodeLists.alpha2CountryProblem(in: bytes)
        case .iso4217: return GS1CodeLists.currencyProblem(in: bytes)
        case .mediatype: return GS1CodeLists.mediaTypeProblem(in: bytes)
        case .packagetype: return GS1CodeLists.packageTypeProblem(in: bytes)
        default: return GS1FieldChecks.problem(in: bytes, for: self)
        }
    }

    /// `problem(in:)` for a String: for tests and callers outside the hot path.
    func problem(with text: String) -> String? {
        var text = text
        return text.withUTF8 { problem(in: $0) }
    }
}
