import Shared

/// `repairminder lookup qr|barcode CODE`: what a scanned label belongs to (an order, a device).
enum LookupCommands {
    static let spec = CommandSpec(
        "lookup", abstract: "Find the order or device a scanned QR code or barcode belongs to.",
        subcommands: [
            CommandSpec(
                "qr", abstract: "Look up a QR code's contents.",
                positionals: [PositionalSpec("CODE", help: "The text the QR code holds; - reads codes from standard input, one a line.").readingStandardInput()],
                examples: [
                    Example("repairminder lookup qr RM-10482", "What the label on a bag points to."),
                    Example("repairminder lookup qr -", "Scan label after label; each answer shows before the next scan."),
                ],
                resource: qr),
            CommandSpec(
                "barcode", abstract: "Look up a barcode (an IMEI, a serial number, a label).",
                positionals: [PositionalSpec("CODE", help: "The barcode's digits or text; - reads codes from standard input, one a line.").readingStandardInput()],
                examples: [
                    Example("repairminder lookup barcode 356938035643809", "A device by IMEI."),
                    Example("repairminder lookup barcode - < scanned.txt -o ndjson", "One answer per scanned code, failures included."),
                ],
                resource: barcode),
        ])

    /// A lookup's answer: what it found (`type`) and the order or device itself; as rows when codes come
    /// one a line from `-`, each with the code it answers (`input`): the answer names the order or device,
    /// not the code scanned, so a script could not tell which line it answers without counting.
    static let shape = RecordShape(
        kind: "lookup answer", identity: ["order.id", "device.id"],
        fields: [
            FieldSpec.text("type"), .object("order", OrdersCommands.shape.fields), .object("device", DevicesCommands.shape.fields),
            FieldSpec("input", .text, nullable: false, help: "With -: the code this answers, as read (absent otherwise)."),
        ],
        columns: [
            TableColumn("ID", "order.id", otherwiseShowing: "device.id").wrapping(), TableColumn("TYPE", "type"),
            TableColumn("STATUS", "order.status", otherwiseShowing: "device.status").essential(), TableColumn("REFERENCE", "order.reference"),
            TableColumn("ORDER", "device.order_id"),
        ])

    static let qr = lookup("qr", query: "code", label: "QR code")
    static let barcode = lookup("barcode", query: "barcode", label: "Barcode")

    /// The answer to `/api/lookup/NAME?QUERY=CODE`; `-` reads codes from standard input.
    private static func lookup(_ name: PathSegment, query: String, label: String) -> Resource {
        .record(
            shape, service: RepairminderAPI.service, identifier: ResourceIdentifier("CODE", label: label, echoesInput: true), live: .none
        ) { call in
            ResourceRequest(["lookup", name], query: [(query, call.identifier)])
        }
    }
}
