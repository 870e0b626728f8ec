import Testing
@testable import DigitalLink

/// The element strings, `^` data and scanner data of every primary key, its qualifiers, attributes of
/// every kind and every CSET 82 character read as GS1's engine reads them: the same AIs, the same
/// Digital Link (or none), refused where it refuses.
struct GS1FormsCorpusTests {
    @Test func theCorpusCoversEveryFormAndBothAnswers() {
        let readings = GS1EngineReading.all
        let forms = Set(readings.compactMap { GS1DataForm.of($0.input) })
        #expect(forms == [.elementString, .scan])
        #expect(Set(readings.map { String($0.input.prefix(3)) }).isSuperset(of: GS1DataReader.gs1Symbologies))
        #expect(readings.filter { $0.ais == nil }.count > 50, "refusals")
        #expect(readings.filter { $0.link != nil }.count > 300, "links")
        #expect(readings.contains { $0.ais != nil && $0.link == nil }, "AIs with no link")
    }

    @Test(arguments: GS1EngineReading.all)
    func readsAsGS1sEngineReads(_ reading: GS1EngineReading) {
        let result = GS1DataReader().read(reading.input)
        // The engine takes data behind a non-GS1 symbology identifier (]d1, ]Q1) as plain text without
        // AIs; for parse-link that is no GS1 data at all.
        guard let ais = reading.aisOnce, !ais.isEmpty else {
            if case .valid(let data) = result { Issue.record("the engine refused it, we read \(data.elements)") }
            return
        }
        guard case .valid(let data) = result else {
            Issue.record("the engine read \(ais), we refused it: \(result)")
            return
        }
        #expect(data.elements.map { $0.ai + "=" + $0.value } == ais)
        #expect(data.canonicalURI() == reading.link)
        #expect(data.form == GS1DataForm.of(reading.input))
        // What the element string says reads back as the same AIs.
        guard case .valid(let again) = GS1DataReader().read(data.elementString) else {
            Issue.record("\(data.elementString) does not read back")
            return
        }
        #expect(again.elements.map(\.value) == data.elements.map(\.value))
    }
}
