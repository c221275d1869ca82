/// Answers a plain-English request the way `marquee ask` decides: by the model when one is given, else offline.
public struct AskQuestionUseCase: Sendable {
    private let model: AskModelUseCase?
    private let offline: AskCatalogUseCase
    private let requiresModel: Bool

    /// Creates the use case.
    /// - Parameters:
    ///   - model: the model to ask, or `nil` to answer offline.
    ///   - offline: the offline engine, which answers when there is no model or it cannot be reached.
    ///   - requiresModel: whether a model failure is thrown instead of answered offline.
    public init(model: AskModelUseCase?, offline: AskCatalogUseCase, requiresModel: Bool = false) {
        self.model = model
        self.offline = offline
        self.requiresModel = requiresModel
    }

    /// The model's name, or `nil` when requests are answered offline.
    public var modelName: String? { model?.modelName }

    /// Answers the last question of a conversation.
    /// - Parameters:
    ///   - request: the question as typed; the conversation ends with it.
    ///   - conversation: the chat so far, which the model sees whole.
    ///   - previousTitles: the last answer's titles in their numbered order; offline, "the second one" is
    ///     replaced by the second of them.
    ///   - limit: how many picks to ask for.
    ///   - onPick: called with each of the model's grounded picks as soon as it is complete; never offline.
    /// - Returns: the model's answer, or the offline answer and why the model did not give it.
    /// - Throws: ``AskModelError``: the model's failure when offline cannot stand in, or the catalog's or profile's.
    public func execute(
        _ request: String,
        conversation: ChatConversation,
        previousTitles: [String] = [],
        limit: Int = 5,
        onPick: @escaping @Sendable (GroundedPick) -> Void = { _ in }
    ) async throws(AskModelError) -> AskOutcome {
        let offlineRequest = offline.reader.resolvingReferences(in: request, titles: previousTitles)
        let refining = conversation.understood
        guard let model else {
            return try await answerOffline(offlineRequest, refining: refining, limit: limit, because: nil)
        }
        do {
            return .model(name: model.modelName, try await model.execute(conversation, limit: limit, onPick: onPick))
        } catch {
            guard case .model(let failure) = error, failure.allowsOfflineFallback, !requiresModel else { throw error }
            return try await answerOffline(offlineRequest, refining: refining, limit: limit, because: failure)
        }
    }

    private func answerOffline(
        _ request: String, refining earlier: AskCriteria?, limit: Int, because failure: ChatModelError?
    ) async throws(AskModelError) -> AskOutcome {
        do {
            let answer = try await offline.execute(request, limit: limit, refining: earlier)
            return .offline(request: request, answer, fellBackBecause: failure)
        } catch {
            throw .feed(error)
        }
    }
}
