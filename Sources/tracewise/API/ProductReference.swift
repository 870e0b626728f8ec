import DigitalLink
import Shared

/// The product a command is about: a GTIN and maybe a serial, from `--gtin`/`--serial`, from a GS1 Digital
/// Link argument (parsed locally, strictly, with the same parser as `parse-link`), or from an events ID
/// `GTIN:SERIAL`.
struct ProductReference: Sendable, Equatable {
    var gtin: String
    var serial: String?

    /// The options that name a product by flags; the link is the command's positional `DIGITAL_LINK`.
    static let gtinOption = OptionKey<String?>.value(
        "gtin", valueName: "GTIN", help: "The product's GTIN: 14 digits, or 8, 12 or 13 (sent padded to 14 with zeros), ending in its check digit.")
        .completing(TracewiseValues.product)
    static let serialOption = OptionKey<String?>.value(
        "serial", valueName: "SERIAL", type: .identifier, help: "The item's serial number (any characters; sent percent-encoded).")
        .completing(TracewiseValues.serial)
    static let optionSpecs: [OptionSpec] = [gtinOption.spec, serialOption.spec]

    /// Reads the product from the command line: exactly one of `--gtin` or a link (or ID) positional.
    /// - Parameter serialRequired: whether a serial must be present (events are per item).
    static func from(_ command: ParsedCommand, serialRequired: Bool = false, acceptsID: Bool = false) throws -> ProductReference {
        let argument = command.positionals.first
        let reference: ProductReference
        switch (command[gtinOption], argument) {
        case (.some, .some):
            throw UsageError("give either --gtin (with --serial) or a digital link, not both", commandPath: command.path)
        case (nil, nil):
            throw UsageError("missing product: give --gtin GTIN [--serial SERIAL] or a digital link", commandPath: command.path)
        case (.some(let gtin), nil):
            let gtin = try canonicalGTIN(gtin, command: command)
            // A serial names one item whether it travels in the path (events) or the query (products get):
            // judged by the one rule for identifiers, so `--serial ..` is refused in every command.
            if let serial = command[serialOption], let problem = PathSegment.problem(with: serial) {
                throw UsageError("--serial \(problem)", commandPath: command.path)
            }
            reference = ProductReference(gtin: gtin, serial: command[serialOption])
        case (nil, .some(let text)):
            if command.has(serialOption) {
                throw UsageError("--serial goes with --gtin; a digital link carries its own serial (AI 21)", commandPath: command.path)
            }
            if acceptsID, !isGS1Data(text) {
                reference = try fromID(text, command: command)
            } else if !text.isEmpty, text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }), (try? canonicalGTIN(text, command: command)) != nil {
                // A valid GTIN where the link goes; other digits stay an invalid link (65), as they were.
                throw UsageError("'\(text)' is no digital link; a GTIN goes with --gtin: --gtin \(text)", commandPath: command.path)
            } else {
                reference = try fromLink(text)
            }
        }
        if serialRequired, reference.serial?.isEmpty != false {
            throw UsageError("missing serial: events belong to one item, so give --serial (or a link with /21/…)", commandPath: command.path)
        }
        return reference
    }

    /// A line of `products get -`: a digital link, `GTIN:SERIAL`, or a GTIN alone.
    static func fromLine(_ line: String, command: ParsedCommand) throws -> ProductReference {
        if isGS1Data(line) { return try fromLink(line) }
        if line.contains(":") { return try fromID(line, command: command) }
        return ProductReference(gtin: try canonicalGTIN(line, command: command), serial: nil)
    }

    /// Whether `text` is for `fromLink`: a link, or GS1 data in another form (an element string, scanner
    /// data), which it refuses by name with the way to a link, rather than as a mistyped GTIN or ID.
    static func isGS1Data(_ text: String) -> Bool {
        let form = GS1DataForm.of(text)
        return text.containsText("://") || form == .elementString || form == .scan
    }

    /// A digital link's GTIN (AI 01) and serial (AI 21), the link compressed or not: a QR code may hold
    /// either, and `parse-link` reads both. An invalid link, one whose primary key is not a GTIN, or GS1
    /// data in a form that is no link (an element string, scanner data) is bad input data (exit 65), with
    /// the reason.
    static func fromLink(_ uri: String) throws -> ProductReference {
        let (primaryKey, elements) = try read(uri)
        guard primaryKey == "01", let gtin = elements.first(where: { $0.ai == "01" })?.value else {
            throw ToolError(
                .dataError, "digital link '\(uri)' names no product: its primary key is AI \(primaryKey ?? "none"), not 01 (GTIN)")
        }
        return ProductReference(gtin: gtin, serial: elements.first { $0.ai == "21" }?.value)
    }

    /// The AIs of `uri`, read as its form says (`GS1DataForm`): a compressed link decoded, anything else
    /// by the parser, whose reasons speak of URIs (`foo` is "not an http:// or https:// URI"); the forms
    /// that are no link are refused by name.
    private static func read(_ uri: String) throws -> (primaryKey: String?, elements: [DigitalLinkElement]) {
        let reason: String
        switch GS1DataForm.of(uri) {
        case .compressed?:
            switch GS1DataReader().read(uri) {
            case .valid(let data): return (data.primaryKey, data.elements)
            case .invalid(_, let why): reason = why
            case .faulty(_, let problems): reason = problems.joined(separator: "; ")  // lenient readers only
            }
        case let form? where form == .elementString || form == .scan:
            throw ToolError(
                .dataError, "'\(uri)' is \(form == .scan ? "scanner data" : "an element string"), not a digital link",
                hints: ["tracewise parse-link turns it into one: its canonicalUri"])
        default:
            switch DigitalLinkParser().parse(uri) {
            case .valid(let link): return (link.primaryKey, link.elements)
            case .invalid(let why): reason = why
            case .faulty(_, let problems): reason = problems.joined(separator: "; ")  // lenient parsers only
            }
        }
        // The parser's advice to use --lenient is parse-link's option: these commands read links strictly.
        let lenientAdvice = [" (or use --lenient)", " or use --lenient"]
        guard let advice = lenientAdvice.first(where: { reason.containsText($0) }) else {
            throw ToolError(.dataError, "invalid digital link '\(uri)': \(reason)", hints: ["tracewise parse-link shows what a link carries"])
        }
        throw ToolError(
            .dataError, "invalid digital link '\(uri)': \(reason.replacing(advice, with: ""))",
            hints: ["tracewise parse-link --lenient reads it in spite of that"])
    }

    /// `GTIN:SERIAL`, the events ID form. The serial is everything after the first colon, so it may
    /// contain colons itself.
    static func fromID(_ text: String, command: ParsedCommand) throws -> ProductReference {
        guard let colon = text.firstIndex(of: ":") else {
            throw UsageError("invalid ID '\(text)': expected GTIN:SERIAL or a digital link", commandPath: command.path)
        }
        let gtin = try canonicalGTIN(String(text[..<colon]), command: command)
        return ProductReference(gtin: gtin, serial: String(text[text.index(after: colon)...]))
    }

    /// The GTIN as a Digital Link and the service carry it, 14 digits: a GTIN-8, -12 or -13 padded with
    /// zeros on the left once its check digit is right (the padding leaves the check digit as it was), so
    /// `--gtin 9506000134352` asks for the product `09506000134352` names (docs/tracewise.md). A mistyped
    /// GTIN is caught before any request; the lenient parser does the checking and the padding, so the
    /// rules (digits only, 8/12/13/14 long, GS1 check digit) are the ones `parse-link --lenient` applies.
    static func canonicalGTIN(_ gtin: String, command: ParsedCommand) throws -> String {
        let digitsOnly = !gtin.isEmpty && gtin.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard digitsOnly, case .valid(let link) = DigitalLinkParser(lenient: true).parse("https://id.gs1.org/01/" + gtin),
            let padded = link.elements.first(where: { $0.ai == "01" })?.value
        else {
            throw UsageError(
                "invalid GTIN '\(gtin)': expected 8, 12, 13 or 14 digits ending in a valid check digit",
                commandPath: command.path)
        }
        return padded
    }
}
