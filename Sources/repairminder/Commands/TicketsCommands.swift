import Shared

/// `repairminder tickets list|get|messages|reply`: customer enquiries and their conversation.
enum TicketsCommands {
    /// A message of a ticket's conversation.
    static let messageShape = RecordShape(
        kind: "ticket message", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .object("author", [.text("type"), .text("name")]), .text("sender_name"),
            .text("from"), .text("message"), .text("body"), .text("text"), .time("created_at"), .time("sent_at"),
        ],
        columns: [
            TableColumn("ID", "id").wrapping(), TableColumn("FROM", "author.name", or: "sender_name", "from", "author"),
            TableColumn("SENT", "created_at", or: "sent_at").time(), TableColumn("MESSAGE", "message", or: "body", "text").wrapping(),
        ])

    /// A ticket as the service sends it.
    static let shape = RecordShape(
        kind: "ticket", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .text("subject"), .text("title"),
            .text("status").known(RepairminderValues.ticketStatuses, seen: RepairminderValues.ticketStatus),
            .object("client", [.text("id"), .text("name")]), .text("order_id"), .time("created_at"), .time("updated_at"),
            .integer("message_count"), .array("messages", of: .object(messageShape.fields)),
        ],
        columns: [
            TableColumn("ID", "id").wrapping(), TableColumn("SUBJECT", "subject", or: "title"), TableColumn("STATUS", "status").essential(),
            TableColumn("UPDATED", "updated_at", or: "updated").time(),
        ])

    static let status = OptionKey<String?>.value(
        "status", valueName: "STATUS", type: .suggested(RepairminderValues.ticketStatuses),
        help: "Only tickets in this status (open, pending, closed, …).")
        .completing(RepairminderValues.ticketStatus)
    static let message = OptionKey<String?>.value("message", short: "m", valueName: "TEXT", help: "The reply's text.")
    static let messageFile = OptionKey<String?>.value(
        "message-file", valueName: "FILE", type: .file, help: "Read the reply's text from FILE, or - for standard input.")

    static let spec = CommandSpec(
        "tickets", abstract: "List and show tickets, read their messages, and reply.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List tickets, a page at a time or all of them.",
                options: PageNumberOptions.specs(for: RepairminderService.paging) + [status.spec],
                examples: [Example("repairminder tickets list --status open", "Open tickets.")],
                resource: list).listing("tickets"),
            CommandSpec(
                "get", abstract: "Show one ticket, or with - one for every id on standard input.",
                positionals: [RepairminderAPI.idsPositional.completing(RepairminderValues.ticket)],
                examples: [Example("repairminder tickets get tkt_9001", "The ticket, as JSON.")],
                resource: get),
            CommandSpec(
                "messages", abstract: "Show a ticket's messages.", positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.ticket)],
                examples: [Example("repairminder tickets messages tkt_9001 -o table", "The conversation as a table.")],
                resource: messages).listing("messages"),
            CommandSpec(
                "reply", abstract: "Add a message to a ticket.",
                discussion: "The text comes from --message or from --message-file (a file, or - for standard input; "
                    + "one final line break is dropped). It is sent as {\"message\": TEXT}.",
                options: [message.spec, messageFile.spec], positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.ticket)],
                examples: [
                    Example("repairminder tickets reply tkt_9001 -m 'Your phone is ready for collection.'", "A short reply."),
                    Example("repairminder tickets reply tkt_9001 --message-file reply.txt", "A longer one from a file."),
                ],
                action: reply).showing(.record, messageShape),
        ])

    static let list = RepairminderAPI.list(shape, teaches: [RepairminderValues.ticket, RepairminderValues.ticketStatus]) { call in
        ResourceRequest(["tickets"], query: [("status", call.command[status])])
    }

    static let get = RepairminderAPI.record(shape, "tickets", label: "Ticket ID")

    /// The messages, one record each: `data` as a list, or its `items` when the service pages them (any
    /// other answer as it came).
    static let messages = Resource.list(
        messageShape, service: RepairminderAPI.service, paging: .whole(.at("items", orBare: true, else: nil))
    ) { call in
        ResourceRequest(["tickets", try call.segment(), "messages"])
    }

    static func reply(_ context: CommandContext) async throws -> ExitCode {
        let id = try RepairminderAPI.idSegment(context)
        let text = try replyText(context)
        let api = try RepairminderAPI.open(context)
        try context.output().print(try await api.send(.post, ["tickets", id, "messages"], body: ["message": .string(text)]))
        return .success
    }

    /// `--message` or `--message-file`, exactly one, not empty.
    static func replyText(_ context: CommandContext) throws -> String {
        let command = context.command
        let text: String
        switch (command[message], command[messageFile]) {
        case (let given?, nil):
            text = given
        case (nil, let path?):
            let bytes = try context.openInput(path).readAll(name: path == "-" ? "standard input" : path)
            text = String(decoding: bytes.droppingFinalLineBreak(), as: UTF8.self)
        case (.some, .some):
            throw UsageError("--message and --message-file cannot be used together", commandPath: command.path)
        case (nil, nil):
            throw UsageError("give the reply with --message TEXT or --message-file FILE|-", commandPath: command.path)
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw UsageError("the reply is empty; nothing was sent", commandPath: command.path)
        }
        return text
    }
}
