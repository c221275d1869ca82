import MarqueeDomain

/// The options `marquee ask` and `marquee chat` share: how many picks, which model, offline or online, streaming.
struct AskOptions: Sendable {
    /// The option table both commands list.
    static let specs: [OptionSpec] = [
        .value("--limit", "N", short: "-n", help: "help.ask.limit"),
        .flag("--online", help: "help.ask.online"),
        .flag("--offline", help: "help.ask.offline"),
        .flag("--stream", help: "help.ask.stream"),
        .flag("--no-stream", help: "help.ask.noStream"),
        .value("--base-url", "URL", help: "help.ask.baseURL"),
        .value("--model", "NAME", help: "help.ask.model"),
    ]

    let limit: Int
    let requiresModel: Bool
    let forcesOffline: Bool
    /// `true` or `false` when a flag decides; `nil` means "stream when stdout is a terminal".
    let stream: Bool?
    let baseURL: String?
    let model: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        limit = try arguments.integer("--limit", in: 1...AskCriteria.maximumCount, default: 5)
        requiresModel = arguments.has("--online")
        forcesOffline = arguments.has("--offline")
        if requiresModel && forcesOffline {
            throw UsageError(arguments.l10n("usage.onlineAndOffline"), command: arguments.command)
        }
        stream = arguments.has("--no-stream") ? false : arguments.has("--stream") ? true : nil
        baseURL = try arguments.webAddress("--base-url")
        model = arguments.value("--model")
    }
}
