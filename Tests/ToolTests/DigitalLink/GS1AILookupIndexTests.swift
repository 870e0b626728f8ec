import Testing
@testable import DigitalLink
@testable import tracewise

/// The generated index (GS1AILookup+Index.swift, constant data) against the same tables derived from the
/// definitions at run time: the generator's Python and the lookup's Swift must agree on every AI's flat
/// code, flags and association ranges, or the parser would check the wrong rules.
struct GS1AILookupIndexTests {
    let generated = GS1AILookup.standard
    let derived = GS1AILookup(GS1Dictionary.all)

    @Test func everyAIHasTheSameCodeAndSlot() {
        #expect(generated.codes == derived.codes)
        for definition in GS1Dictionary.all {
            #expect(generated.index(ofAI: definition.ai) == derived.index(ofAI: definition.ai), "AI \(definition.ai)")
        }
        for code in ["0", "9", "000", "99999", "4000", "7", "x1", ""] {
            #expect(generated.index(ofAI: code) == derived.index(ofAI: code), "'\(code)'")
        }
    }

    @Test func flagsAgree() {
        for index in GS1Dictionary.all.indices {
            #expect(generated.isPrimaryKey(index) == derived.isPrimaryKey(index), "AI \(generated.ai(index))")
            #expect(generated.isDataAttribute(index) == derived.isDataAttribute(index), "AI \(generated.ai(index))")
        }
    }

    @Test func associationsAgree() {
        #expect(generated.associations == derived.associations)
        #expect(generated.requireGroups == derived.requireGroups)
        #expect(generated.associationRanges == derived.associationRanges)
        #expect(generated.qualifierCodes == derived.qualifierCodes)
    }

    @Test func valueFormatsAgree() {
        for index in GS1Dictionary.all.indices {
            let generatedFormat = generated.formats.format(of: index), derivedFormat = derived.formats.format(of: index)
            #expect(generatedFormat.map(\.0) == derivedFormat.map(\.0), "AI \(generated.ai(index))")
            #expect(generatedFormat.map(\.1) == derivedFormat.map(\.1), "AI \(generated.ai(index))")
            #expect(generatedFormat.count == GS1Dictionary.all[index].components.count, "AI \(generated.ai(index))")
        }
    }

    @Test func chunkedDefinitionsAreTheDictionarysInOrder() {
        #expect(GS1Dictionary.count == GS1Dictionary.all.count)
        for (index, definition) in GS1Dictionary.all.enumerated() {
            #expect(generated.definition(index).ai == definition.ai)
            #expect(generated.definition(index).title == definition.title)
            #expect(generated.ai(index) == definition.ai)
            #expect(generated.problem(index, with: "") == definition.problem(with: ""))
        }
    }

    @Test func theIndexIsNotEmpty() {
        #expect(generated.codes.count == GS1Dictionary.all.count)
        #expect(generated.associationRanges.count > 100)
        #expect(generated.index(ofAI: "01").map { generated.isPrimaryKey($0) } == true)
        #expect(generated.index(ofAI: "21").map { generated.isDataAttribute($0) } == false)
    }
}
