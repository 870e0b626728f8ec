/// The tests' own statement of which characters a terminal obeys rather than draws (docs/output.md,
/// "Outside text is shown, never obeyed"): C0 controls but line feed and tab, DEL, the C1 controls and the
/// bidirectional controls. Written out here, apart from `VisibleText.isObeyed`, so the tests of the
/// function that escapes them do not grade it by its own rule.
public enum TerminalObeyed {
    /// The characters of `text` a terminal would obey, in order.
    public static func characters(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }
}
