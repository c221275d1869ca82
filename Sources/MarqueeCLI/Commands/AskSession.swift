import MarqueeDomain

/// Answers one request for `ask` and `chat`: by the model when one is configured, else offline, and prints it.
///
/// ``AskUseCase`` decides who answers. When streaming, the heading prints first and each pick prints the moment it
/// arrives. When the model is unreachable and was not required (`--online`), the offline engine answers instead,
/// with a note saying so.
@MainActor
struct AskSession {
    let options: AskOptions
    let context: CommandContext
    /// Whether each `--json` answer is one compact line (JSON Lines, for `chat`) rather than a pretty document.
    let jsonLines: Bool
    private let ask: AskUseCase
    private let streams: Bool

    init(options: AskOptions, context: CommandContext, jsonLines: Bool = false) {
        self.options = options
        self.context = context
        self.jsonLines = jsonLines
        streams = context.format == .text && (options.stream ?? context.console.isTerminal)
        ask = context.dependencies.ask(
            baseURL: options.baseURL, model: options.model, streams: streams, required: options.requiresModel,
            offlineOnly: options.forcesOffline)
    }

    /// Answers the request, records it in the conversation and returns the picks shown, by number.
    ///
    /// `previous` is the last answer's picks: offline, "the second one" is replaced by that pick's title.
    @discardableResult
    func answer(_ request: String, conversation: inout ChatConversation, previous: [AskShownPick] = [])
        async throws(CommandFailure) -> [AskShownPick]
    {
        conversation.ask(request)
        let text = AskModelText(console: context.console, l10n: context.l10n)
        let (console, counter, streams) = (context.console, AskPickCounter(), streams)
        if streams, let model = ask.modelName { console.out(text.heading(request, model: model)) }
        let outcome: AskOutcome
        do {
            outcome = try await ask.execute(
                request, conversation: conversation, previousTitles: previous.map(\.title), limit: options.limit
            ) { pick in
                guard streams else { return }
                console.out(text.card(number: counter.next(), pick))
            }
        } catch {
            switch error {
            case .model(let error): throw .model(error, settingsPath: context.dependencies.modelSettingsPath)
            case .feed(let error): throw .feed(error)
            }
        }
        conversation.answer(outcome.chatPicks, understood: outcome.understood)
        switch outcome {
        case .model(let model, let answer): show(answer, request: request, model: model, text: text)
        case .offline(let request, let answer, let failure): show(answer, request: request, fellBackBecause: failure)
        }
        return zip(outcome.chatPicks, outcome.movies).map { AskShownPick(title: $0.title, movie: $1) }
    }

    private func show(_ answer: AskModelAnswer, request: String, model: String, text: AskModelText) {
        switch context.format {
        case .json:
            printJSON(AskModelJSON(request: request, model: model, answer: answer))
        case .text:
            let body = streams ? text.footer(answer) : text.whole(request, model: model, answer)
            if !body.isEmpty { context.console.out(body) }
        }
    }

    private func show(_ answer: AskAnswer, request: String, fellBackBecause failure: ChatModelError?) {
        let l10n = context.l10n
        switch context.format {
        case .json:
            let model = AskModelUseJSON(offlineBecause: failure, offlineRequested: options.forcesOffline)
            printJSON(AskOfflineJSON(request: request, answer: answer, model: model, l10n: l10n))
        case .text:
            let note = failure.map { l10n(.askFellBack, AskFailureText(l10n: l10n).shortReason($0)) }
            context.console.out(AskOfflineText(console: context.console, l10n: l10n).text(request, answer, note))
        }
    }

    private func printJSON(_ document: some Encodable) {
        context.console.out(jsonLines ? JSONOutput.line(document) : JSONOutput.encode(document))
    }
}
