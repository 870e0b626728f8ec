import Testing
@testable import Shared
@testable import ToolkitFloor

/// The pure pieces of pictures for people: which glyphs a locale gets, one bar, a sparkline, and a
/// declared group's paths.
struct PictureRendererTests {
    @Test(arguments: [
        (["LANG": "en_GB.UTF-8"], PictureGlyphs.unicode),
        (["LANG": "C.utf8"], .unicode),
        (["LANG": "de_DE.UTF-8@euro"], .unicode),
        (["LANG": "C"], .ascii),
        (["LANG": "POSIX"], .ascii),
        (["LANG": "en_US.ISO-8859-1"], .ascii),
        ([:], .ascii),
        (["LANG": "en_GB.UTF-8", "LC_ALL": "C"], .ascii),
        (["LANG": "C", "LC_CTYPE": "en_GB.UTF-8"], .unicode),
        (["LANG": "en_GB.UTF-8", "LC_ALL": ""], .unicode),
    ])
    func glyphsFollowTheLocalesCharacterSet(_ variables: [String: String], _ expected: PictureGlyphs) {
        #expect(PictureGlyphs(locale: variables) == expected, "\(variables)")
    }

    @Test func picturesAreForATerminalWithoutAFormatForScripts() {
        let utf8 = ["LANG": "C.UTF-8"]
        #expect(PictureGlyphs.forPeople(stdoutIsTerminal: true, requestedFormat: nil, variables: utf8) == .unicode)
        #expect(PictureGlyphs.forPeople(stdoutIsTerminal: true, requestedFormat: .table, variables: utf8) == .unicode)
        #expect(PictureGlyphs.forPeople(stdoutIsTerminal: false, requestedFormat: .table, variables: utf8) == nil)
        for format in [OutputFormat.json, .ndjson, .csv] {
            #expect(PictureGlyphs.forPeople(stdoutIsTerminal: true, requestedFormat: format, variables: utf8) == nil)
        }
        // NO_COLOR takes colour away, not pictures.
        #expect(PictureGlyphs.forPeople(stdoutIsTerminal: true, requestedFormat: nil, variables: utf8.merging(["NO_COLOR": "1"]) { $1 }) == .unicode)
    }

    @Test func aBarIsDrawnInEighthsOfACell() {
        #expect(QuantityBar.draw(14, largest: 14, cells: 20, glyphs: .unicode) == String(repeating: "█", count: 20))
        #expect(QuantityBar.draw(6, largest: 14, cells: 20, glyphs: .unicode) == "████████▋")  // 68.6 eighths: 69
        #expect(QuantityBar.draw(1, largest: 8, cells: 1, glyphs: .unicode) == "▏")
        #expect(QuantityBar.draw(7, largest: 8, cells: 1, glyphs: .unicode) == "▉")
        #expect(QuantityBar.draw(6, largest: 14, cells: 20, glyphs: .ascii) == "#########")
    }

    @Test func aSmallValueStillShowsAndNothingShowsForNone() {
        #expect(QuantityBar.draw(1, largest: 10_000, cells: 10, glyphs: .unicode) == "▏")
        #expect(QuantityBar.draw(1, largest: 10_000, cells: 10, glyphs: .ascii) == "#")
        #expect(QuantityBar.draw(0, largest: 10, cells: 10, glyphs: .unicode) == "")
        #expect(QuantityBar.draw(-3, largest: 10, cells: 10, glyphs: .unicode) == "")
        #expect(QuantityBar.draw(3, largest: 0, cells: 10, glyphs: .unicode) == "")
        #expect(QuantityBar.number("8700.5") == 8700.5)
        #expect(QuantityBar.number("GBP") == nil)
        #expect(QuantityBar.number("nan") == nil)
    }

    @Test func aSparklineSpansItsLowestToItsHighest() {
        let unicode = Sparkline(glyphs: .unicode), ascii = Sparkline(glyphs: .ascii)
        #expect(unicode.render([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(unicode.render([10, 17, 24]) == "▁▅█")
        #expect(ascii.render([0, 1, 2, 3, 4]) == "_.-=#")
        #expect(ascii.render([60, 61, 64]) == "_.#")
    }

    @Test func aSparklineOfTheSameValueIsFlatAndAGapIsASpace() {
        let unicode = Sparkline(glyphs: .unicode)
        #expect(unicode.render([52, 52, 52]) == "▁▁▁")
        #expect(unicode.render([1, nil, 3]) == "▁ █")
        #expect(unicode.render([1, .nan, 3]) == "▁ █")
        #expect(unicode.render([Double]()) == "")
        #expect(unicode.render([nil, nil]) == "  ")
    }

    @Test func aSparklineShowsTheLastTwentyPolls() {
        let values = (1...25).map(Double.init)
        let line = Sparkline(glyphs: .ascii).render(values)
        #expect(line.count == 20)
        #expect(line.first == "_" && line.last == "#")
        #expect(Sparkline(glyphs: .unicode, length: 3).render([9, 1, 2, 3]) == "▁▅█")
    }

    @Test func aGroupNamesFieldsObjectsAndListColumns() {
        let group = QuantityGroup("open", "breakdown.by_source.*")
        #expect(group.contains("open"))
        #expect(!group.contains("total"))
        #expect(group.contains("breakdown.by_source.web"))
        #expect(!group.contains("breakdown.by_source"))
        #expect(!group.contains("breakdown.by_source.web.count"))
        #expect(QuantityGroup("categories.count").within(list: "categories") == QuantityGroup("count"))
        #expect(QuantityGroup("categories.count").within(list: "orders") == nil)
    }
}
