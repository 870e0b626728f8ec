/// Fitting a value to its column: its line breaks and tabs made spaces, or cut on a terminal, ending
/// with the style's ellipsis (`…`, or `...` outside a UTF-8 locale), which takes its own columns out of
/// the room. The text is shown outside text (`VisibleText`): a cut falls between its escapes, never
/// inside one, so none is left half written.
extension TableRenderer {
    /// `text` in `width` columns: its start, then the ellipsis.
    static func cut(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var kept = VisibleText.prefix(Substring(text), width: max(width - DisplayWidth.of(ellipsis), 0))
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// `text` in `width` columns with its middle left out: a third of the room for its start, the rest
    /// for its end (`urn:epc…9506000.13435.0`), so values that share a prefix stay apart.
    static func cutInTheMiddle(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let mark = DisplayWidth.of(ellipsis)
        guard width > 3 + mark else { return cut(text, to: width, ellipsis: ellipsis) }
        let head = VisibleText.prefix(Substring(text), width: (width - mark) / 3)
        var tail = Substring("")
        var room = width - mark - DisplayWidth.of(head)
        var index = text.endIndex
        while index > text.startIndex {
            let before = text.index(before: index)
            let taken = DisplayWidth.of(text[before])
            guard taken <= room else { break }
            room -= taken
            index = before
        }
        let whole = Substring(text)
        tail = whole[VisibleText.suffixStart(in: whole, from: index)...]
        return head + ellipsis + tail
    }

    /// A money cell: the amount with its currency's minor digits (`MoneyText`), its currency the record's
    /// field at `currencyPath`, else the table's fallback.
    func money(_ text: String, currency currencyPath: String, in record: JSONValue) -> String {
        MoneyText.amount(text, currency: record.value(at: currencyPath)?.stringValue ?? fallbackCurrency)
    }

    /// Tabs and carriage returns as spaces, line breaks kept.
    static func keepingLineBreaks(_ text: String) -> String {
        guard text.contains(where: { $0 == "\t" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return String(text.map { $0 == "\r\n" ? "\n" : $0 == "\t" || $0 == "\r" ? " " : $0 })
    }

    static func singleLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
