import Foundation
import MVIKit
import MarqueeDomain

/// The Ask screen's state machine: a plain-English question, picks as they stream in, follow-ups, retry.
///
/// `AskQuestionUseCase` decides who answers, exactly as `marquee ask` does: the model when one is configured, else the
/// offline engine, which also stands in when the model cannot be reached and was not required. A new question
/// replaces the one in flight; a failure keeps the picks already shown. A chat also reacts to the last answer's
/// picks by number (`save 2`); the full-screen app reacts to the pick under its cursor through its own reducer.
public struct AskReducer: Reducer {
    private let ask: AskQuestionUseCase
    /// Stores reactions to picks, or `nil` when they are stored elsewhere.
    let react: ReactToMovieUseCase?

    /// Creates the reducer.
    /// - Parameters:
    ///   - ask: answers a question, by the model or offline.
    ///   - react: stores a reaction to a pick by its number; `nil` (the full-screen app, which reacts through its
    ///     own reducer) ignores ``AskIntent/reactNow(_:pick:)``.
    public init(ask: AskQuestionUseCase, react: ReactToMovieUseCase? = nil) {
        self.ask = ask
        self.react = react
    }

    /// The model's name, or `nil` when questions are answered offline.
    public var modelName: String? { ask.modelName }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout AskState, _ intent: AskIntent) -> Effect<AskIntent> {
        switch intent {
        case .questionChanged(let text):
            state.question = text
            if state.notice == .emptyQuestion { state.notice = nil }
            return .none
        case .askNow:
            let question = state.question.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !question.isEmpty else {
                state.notice = .emptyQuestion
                return .none
            }
            state.question = ""
            return send(question, in: &state)
        case .retry:
            guard let asked = state.asked else { return reduce(&state, .askNow) }
            return send(asked, in: &state)
        case .startOver:
            let reacting = state.reaction?.phase.isLoading == true
            state = AskState(limit: state.limit, modelName: state.modelName)
            return reacting ? .merge(.cancel(Self.requestID), .cancel(Self.reactionID)) : .cancel(Self.requestID)
        case .pickStreamed(let pick):
            if state.answer.isLoading { state.streamed.append(pick) }
            return .none
        case .answerLoaded(let outcome):
            if let asked = state.asked { state.conversation.ask(asked) }
            state.conversation.answer(outcome.chatPicks, understood: outcome.understood)
            state.previousTitles = outcome.chatPicks.map(\.title)
            state.previousMovies = outcome.movies
            state.answer = .loaded(outcome)
            state.streamed = []
            return .none
        case .answerFailed(let error):
            // The streamed picks stay: they were shown, and they are all this question produced.
            state.answer = .failed(error)
            return .none
        case .noticeDismissed:
            state.notice = nil
            return .none
        case .reactNow(let reaction, let number):
            return reactToPick(reaction, number: number, in: &state)
        case .reactionStored(let outcome):
            finishReaction(.loaded(outcome), in: &state)
            return .none
        case .reactionFailed(let error):
            finishReaction(.failed(.notStored(error)), in: &state)
            return .none
        }
    }

    /// The id of the question in flight; a new question replaces the old one.
    static let requestID: EffectID = "request"

    private func send(_ question: String, in state: inout AskState) -> Effect<AskIntent> {
        state.asked = question
        state.notice = nil
        state.streamed = []
        state.answer = .loading
        // The conversation records the question only with its answer, so a failed question leaves no trace.
        var conversation = state.conversation
        conversation.ask(question)
        let (ask, titles, limit) = (self.ask, state.previousTitles, state.limit)
        return .run(id: Self.requestID) { [conversation] send in
            let (picks, continuation) = AsyncStream.makeStream(of: GroundedPick.self)
            await withTaskGroup(of: Void.self) { group in
                group.addTask { for await pick in picks { await send(.pickStreamed(pick)) } }
                let outcome: AskIntent
                do throws(AskModelError) {
                    let answer = try await ask.execute(
                        question, conversation: conversation, previousTitles: titles, limit: limit
                    ) { pick in
                        continuation.yield(pick)
                    }
                    outcome = .answerLoaded(answer)
                } catch {
                    outcome = .answerFailed(error)
                }
                // Every streamed pick is delivered before the outcome, so none can land on a finished answer.
                continuation.finish()
                await group.waitForAll()
                await send(outcome)
            }
        }
    }
}
