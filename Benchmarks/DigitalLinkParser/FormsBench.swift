// `digital-link-bench --forms [LINES] [RUNS]`: the CPU a line costs in each form GS1 data comes in (a
// Digital Link URI, compressed, element string, scanner data, ^ data), the same AIs in each, read by
// `GS1DataReader` into checked AIs with their canonical link, beside `DigitalLinkParser.parse` of the
// URIs with and without the canonical link (every parse-link record now carries one). LINES lines of each
// form per run (default 1,000,000), RUNS runs (default 5) interleaved form by form; the medians are
// printed, and each form's ratio to a URI with its canonical link (the bound: 1.5).
import DigitalLink
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum FormsBench {
    /// The valid links of the mix, and their AIs as scanner data would carry them (predefined-length AIs,
    /// which need no GS after them, are the first three of each, as a GS1-128 encoder orders them).
    static let links = [
        "https://id.gs1.org/01/09506000134352",
        "https://id.gs1.org/01/09506000134352/10/ABC/21/SN123?17=271231",
        "https://example.com/shop/01/09506000134352/10/LOT7/21/SN%2F9?17=271231",
        "https://id.gs1.org/01/09520123456788/22/2A/10/ABC123/21/12345",
        "https://id.gs1.org/01/09520123456788?3103=000195&3922=0299&17=201225",
        "https://id.gs1.org/414/9520123456788/254/32a%2Fb",
        "https://id.gs1.org/8006/095201234567880102/10/L1/21/S1",
    ]
    static let predefined: Set<String> = ["00", "01", "02", "11", "13", "15", "16", "17", "20", "3103"]

    /// The lines of each form, the same AIs in each.
    static func inputs() -> [(form: String, lines: [String])] {
        let data = links.map { link -> GS1ElementData in
            guard case .valid(let data) = GS1DataReader().read(link) else { fatalError("\(link) does not read") }
            return data
        }
        func unbracketed(_ data: GS1ElementData, separator: String) -> String {
            let ordered = data.elements.filter { predefined.contains($0.ai) } + data.elements.filter { !predefined.contains($0.ai) }
            var text = ""
            for (number, element) in ordered.enumerated() {
                text += element.ai + element.value
                if number < ordered.count - 1, !predefined.contains(element.ai) { text += separator }
            }
            return text
        }
        return [
            ("uri", links),
            ("compressed", data.map { $0.compressedURI()! }),
            ("element-string", data.map(\.elementString)),
            ("scan", data.map { "]d2" + unbracketed($0, separator: "\u{1D}") }),
            ("^ data", data.map { "^" + unbracketed($0, separator: "^") }),
        ]
    }

    static func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// CPU nanoseconds a line for `lines` repeated to `count` lines, read by `read` (which answers
    /// whether the line was valid: every line here must be).
    static func time(_ lines: [String], count: Int, _ read: (String) -> Bool) -> Double {
        var valid = 0
        let start = cpuNow()
        for index in 0..<count where read(lines[index % lines.count]) { valid += 1 }
        let cpu = cpuNow() - start
        precondition(valid == count, "\(count - valid) lines did not read")
        return cpu / Double(count) * 1e9
    }

    static func run(lines count: Int, runs: Int) {
        let reader = GS1DataReader(), parser = DigitalLinkParser()
        let forms = inputs()
        let baseline = "DigitalLinkParser.parse + canonicalURI (uri)"
        var nanoseconds: [String: [Double]] = [:]
        let readForm: (String) -> Bool = { line in
            guard case .valid(let data) = reader.read(line) else { return false }
            return data.canonicalURI() != nil
        }
        for run in 0...runs {
            // Run 0 warms up (tables built, caches hot) and is not counted.
            let measured = run == 0 ? count / 20 : count
            let parse = time(forms[0].lines, count: measured) { if case .valid = parser.parse($0) { true } else { false } }
            if run > 0 { nanoseconds["DigitalLinkParser.parse (uri)", default: []].append(parse) }
            // What a URI line costs once its record carries the canonical link too: the baseline.
            let withLink = time(forms[0].lines, count: measured) { line in
                guard case .valid(let link) = parser.parse(line) else { return false }
                return link.canonicalURI() != nil
            }
            if run > 0 { nanoseconds[baseline, default: []].append(withLink) }
            for (form, lines) in forms {
                let cost = time(lines, count: measured, readForm)
                if run > 0 { nanoseconds["GS1DataReader.read (\(form))", default: []].append(cost) }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let base = median(nanoseconds[baseline]!)
        print("\(count) lines of each form, median of \(runs) interleaved runs, CPU of this thread:")
        for label in ["DigitalLinkParser.parse (uri)", baseline] + forms.map({ "GS1DataReader.read (\($0.form))" }) {
            let value = median(nanoseconds[label]!)
            print("  \(label): \(Int(value)) ns a line, \(Int(1e9 / value)) lines per CPU-second, \((value / base * 100).rounded() / 100) × a URI with its canonical link")
        }
    }
}
