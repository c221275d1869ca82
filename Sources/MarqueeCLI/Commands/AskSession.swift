import MarqueeDomain

/// Answers one request for `ask` and `chat`: by the model when one is configured, else offline, and prints it.
///
/// When streaming, the heading prints first and each pick prints the moment it arrives. When the model is
/// unreachable and was not required (`--online`), the offline engine answers instead, with a note saying so.
@MainActor
struct AskSession {
    let options: AskOptions
    let context: CommandContext
    private let model: AskModelUseCase?
    private let streams: Bool

    init(options: AskOptions, context: CommandContext) {
        self.options = options
        self.context = context
        streams = context.format == .text && (options.stream ?? context.console.isTerminal)
        model =
            options.forcesOffline
            ? nil
            : context.dependencies.askModel(
                baseURL: options.baseURL, model: options.model, streams: streams, required: options.requiresModel)
    }

    /// Answers the request, records it in the conversation and returns the picks shown, by number.
    ///
    /// `previous` is the last answer's picks: offline, "the second one" is replaced by that pick's title.
    @discardableResult
    func answer(_ request: String, conversation: inout ChatConversation, previous: [AskShownPick] = [])
        async throws(CommandFailure) -> [AskShownPick]
    {
        conversation.ask(request)
        let offlineRequest = FollowUpReference.rewrite(request, titles: previous.map(\.title))
        guard let model else { return try await answerOffline(offlineRequest, conversation: &conversation, note: nil) }
        let text = AskModelText(console: context.console, l10n: context.l10n)
        let console = context.console
        let (counter, streams) = (AskPickCounter(), streams)
        if streams { console.out(text.heading(request, model: model.modelName)) }
        let answer: AskModelAnswer
        do {
            answer = try await model.execute(conversation, limit: options.limit) { pick in
                guard streams else { return }
                console.out(text.card(number: counter.next(), pick))
            }
        } catch {
            switch error {
            case .model(let error) where error.allowsOfflineFallback && !options.requiresModel:
                let note = context.l10n("ask.fellBack", AskFailureText(l10n: context.l10n).shortReason(error))
                return try await answerOffline(offlineRequest, conversation: &conversation, note: note)
            case .model(let error): throw .model(error, settingsPath: context.dependencies.modelSettingsPath)
            case .feed(let error): throw .feed(error)
            }
        }
        conversation.answer(answer.picks.map(\.pick))
        switch context.format {
        case .json:
            console.out(JSONOutput.encode(AskModelJSON(request: request, model: model.modelName, answer: answer)))
        case .text:
            let body = streams ? text.footer(answer) : text.whole(request, model: model.modelName, answer)
            if !body.isEmpty { console.out(body) }
        }
        return answer.picks.map { AskShownPick(title: $0.pick.title, movie: $0.movie) }
    }

    private func answerOffline(_ request: String, conversation: inout ChatConversation, note: String?)
        async throws(CommandFailure) -> [AskShownPick]
    {
        let dependencies = context.dependencies
        let useCase = AskOfflineUseCase(catalog: dependencies.catalog, profile: dependencies.profile)
        let answer: AskAnswer
        do { answer = try await useCase.execute(request, limit: options.limit) } catch { throw .feed(error) }
        let picks = answer.recommendations
        conversation.answer(picks.map { ChatPick(title: $0.movie.title, year: $0.movie.year, reason: "") })
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(AskOfflineJSON(request: request, answer: answer, l10n: context.l10n)))
        case .text:
            context.console.out(
                AskOfflineText(console: context.console, l10n: context.l10n).text(request, answer, note))
        }
        return picks.map { AskShownPick(title: $0.movie.title, movie: $0.movie) }
    }
}
