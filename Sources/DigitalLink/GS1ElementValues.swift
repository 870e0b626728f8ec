/// What a parsed link and the AIs of any other form share: their elements, and the values the TraceWise
/// SDK names (`gtin`, `serial`, `batch`, `expiry`), read the same way from both.
public protocol GS1ElementValues {
    /// The AIs and their values, in the order the input holds them.
    var elements: [DigitalLinkElement] { get }
}

extension GS1ElementValues {
    /// The value of `ai`, wherever in the input it was.
    public func value(of ai: String) -> String? {
        elements.first { $0.ai == ai }?.value
    }

    /// The GTIN (AI 01), when there is one: the name the TraceWise SDK gives it.
    public var gtin: String? { value(of: "01") }
    /// The serial number (AI 21).
    public var serial: String? { value(of: "21") }
    /// The batch or lot (AI 10).
    public var batch: String? { value(of: "10") }
    /// The expiry date (AI 17) as written, `YYMMDD`.
    public var expiry: String? { value(of: "17") }
}

extension DigitalLink: GS1ElementValues {}
extension GS1ElementData: GS1ElementValues {}
