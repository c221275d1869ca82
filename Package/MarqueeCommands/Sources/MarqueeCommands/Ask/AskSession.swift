import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// Runs `ask` and `chat` through the Ask reducer's store and prints each answer, and each reaction, from its state.
///
/// The reducer keeps the conversation, so a chat's next question is a follow-up and `save 2` finds the film. When
/// streaming, the heading prints first and each pick prints the moment the state shows it. When the model is
/// unreachable and was not required (`--online`), the offline engine answers instead, with a note saying so.
@MainActor
struct AskSession {
    let options: AskOptions
    let context: CommandContext
    /// Whether each `--json` answer is one compact line (JSON Lines, for `chat`) rather than a pretty document.
    let jsonLines: Bool
    private let store: Store<AskReducer>
    private let streams: Bool

    init(options: AskOptions, context: CommandContext, jsonLines: Bool = false) {
        self.options = options
        self.context = context
        self.jsonLines = jsonLines
        streams = context.format == .text && (options.stream ?? context.console.isTerminal)
        let choice = ModelChoice(
            baseURL: options.baseURL, model: options.model, streams: streams, required: options.requiresModel)
        let reducer = context.reducers.ask(choice, offlineOnly: options.forcesOffline)
        store = Store(initialState: AskState(limit: options.limit, modelName: reducer.modelName), reducer: reducer)
    }

    /// Asks `request`, a follow-up when an answer came before, and prints the answer; streamed picks print early.
    func answer(_ request: String) async throws(CommandFailure) {
        store.send(.questionChanged(request))
        store.send(.askNow)
        // A blank request is refused by the reducer with a notice; the commands never send one.
        guard store.state.answer.isLoading, let asked = store.state.asked else { return }
        let text = AskModelText(console: context.console, l10n: context.l10n)
        if streams, let model = store.state.modelName { context.console.out(text.heading(asked, model: model)) }
        let waiting = waitingLine()
        waiting?.start()
        var printed = 0
        var phase = store.state.answer
        for await state in store.states() {
            if streams, state.streamed.count > printed {
                waiting?.stop()
                printed = printCards(state.streamed, after: printed, text: text)
            }
            phase = state.answer
            if !phase.isLoading { break }
        }
        waiting?.stop()
        switch phase {
        case .loaded(.model(let model, let answer)):
            show(answer, request: asked, model: model, printed: printed, text: text)
        case .loaded(.offline(let request, let answer, let failure)):
            show(answer, request: request, fellBackBecause: failure)
        case .failed(.model(let error)):
            throw .model(error, settingsPath: context.dependencies.modelSettingsPath)
        case .failed(.feed(let error)):
            throw .feed(error)
        case .idle, .loading:
            // The states only end with the store, which this session holds, so the loop never leaves loading.
            return
        }
    }

    /// The line that counts a model's silence, for text on a terminal when a model is asked; nil otherwise.
    private func waitingLine() -> WaitingLine? {
        guard context.format == .text, let model = store.state.modelName else { return nil }
        let l10n = context.l10n
        return WaitingLine(console: context.console) { l10n(.waitModel, model, $0) }
    }

    /// Reacts to pick `number` of the last answer and returns how it went, once it is stored or refused.
    func react(_ reaction: Reaction, pick number: Int) async -> AskReaction? {
        store.send(.reactNow(reaction, pick: number))
        await store.settle()
        return store.state.reaction
    }

    /// Prints the cards of the picks from `printed` on, numbered from 1 in order, and returns how many are printed.
    private func printCards(_ picks: [GroundedPick], after printed: Int, text: AskModelText) -> Int {
        for (offset, pick) in picks.enumerated().dropFirst(printed) {
            context.console.out(text.card(number: offset + 1, pick))
        }
        return max(printed, picks.count)
    }

    private func show(_ answer: AskModelAnswer, request: String, model: String, printed: Int, text: AskModelText) {
        switch context.format {
        case .json:
            printJSON(AskModelJSON(request: request, model: model, answer: answer))
        case .text where streams:
            // Every pick streamed before the answer, so the cards are out; any the states skipped print now.
            _ = printCards(answer.picks, after: printed, text: text)
            let footer = text.footer(answer)
            if !footer.isEmpty { context.console.out(footer) }
        case .text:
            context.console.out(text.whole(request, model: model, answer))
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
