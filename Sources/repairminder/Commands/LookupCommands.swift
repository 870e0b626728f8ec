import Shared

/// `repairminder lookup qr|barcode CODE`: what a scanned label belongs to (an order, a device).
enum LookupCommands {
    static let spec = CommandSpec(
        "lookup", abstract: "Find the order or device a scanned QR code or barcode belongs to.",
        subcommands: [
            CommandSpec(
                "qr", abstract: "Look up a QR code's contents.",
                positionals: [PositionalSpec("CODE", help: "The text the QR code holds.")],
                examples: [Example("repairminder lookup qr RM-ORD-10482", "What the label on a bag points to.")],
                action: qr),
            CommandSpec(
                "barcode", abstract: "Look up a barcode (an IMEI, a serial number, a label).",
                positionals: [PositionalSpec("CODE", help: "The barcode's digits or text.")],
                examples: [Example("repairminder lookup barcode 356938035643809", "A device by IMEI.")],
                action: barcode),
        ])

    static func qr(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderAPI.show(context, ["lookup", "qr"], query: [("code", try RepairminderAPI.id(context, name: "CODE"))])
    }

    static func barcode(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderAPI.show(
            context, ["lookup", "barcode"], query: [("barcode", try RepairminderAPI.id(context, name: "CODE"))])
    }
}
