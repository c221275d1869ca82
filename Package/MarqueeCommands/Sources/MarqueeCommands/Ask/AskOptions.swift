import MarqueeDomain

/// The options `marquee ask` and `marquee chat` share: how many picks, which model, offline or online, streaming.
struct AskOptions: Sendable {
    /// The option table both commands list.
    static let specs: [OptionSpec] = [
        .value("--limit", "N", short: "-n", help: .helpAskLimit),
        .flag("--online", help: .helpAskOnline),
        .flag("--offline", help: .helpAskOffline),
        .flag("--stream", help: .helpAskStream),
        .flag("--no-stream", help: .helpAskNoStream),
        .value("--base-url", "URL", help: .helpAskBaseURL),
        .value("--model", "NAME", help: .helpAskModel),
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
            throw UsageError(arguments.l10n(.usageOnlineAndOffline), command: arguments.command)
        }
        stream = arguments.has("--no-stream") ? false : arguments.has("--stream") ? true : nil
        baseURL = try arguments.webAddress("--base-url")
        model = arguments.value("--model")
    }
}
