/// The GS1 Barcode Syntax Dictionary's linters: named content checks applied to one component of an
/// AI's value after its length and character set have been checked. The cases are exactly the names the
/// dictionary uses; `scripts/gs1/generate-gs1-tables` refuses a dictionary naming any other.
enum GS1Linter: String, Sendable, CaseIterable {
    case couponcode, couponposoffer, csum, csumalpha, gcppos1, gcppos2, hasnondigit, hh, hhmi, hyphen
    case iban, importeridx, iso3166, iso3166999, iso3166alpha2, iso4217, iso5218, latitude, longitude
    case mediatype, mi, nonzero, nozeroprefix, packagetype, pcenc, pieceoftotal, posinseqslash, ss
    case winding, yesno, yymmd0, yymmdd, yyyymmdd, zero
}
