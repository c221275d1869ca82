import MVIKit
import MarqueeDomain

/// The form mode's state machine: field-by-field checks, submit, progress, results, retry, start over and filter.
///
/// A failure with an answer on screen keeps the answer and shows a notice, so the screen is never left blank
/// with no way back (the seed's dead end); a failure without one shows the error, from which retry and start over
/// both lead on.
public struct RecommendReducer: Reducer {
    private let recommend: RecommendMoviesUseCase
    private let parser: RecommendationFormParser

    /// Creates the reducer.
    /// - Parameters:
    ///   - recommend: answers a checked form.
    ///   - parser: checks the fields.
    public init(recommend: RecommendMoviesUseCase, parser: RecommendationFormParser) {
        self.recommend = recommend
        self.parser = parser
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout RecommendState, _ intent: RecommendIntent) -> Effect<RecommendIntent> {
        switch intent {
        case .fieldChanged(let field, let text):
            state.input[field] = text
            // Only fields already showing a problem are checked while typing: "20" is not yet a wrong year.
            for shown in Array(state.fieldErrors.keys) {
                state.fieldErrors[shown] = parser.check(shown, in: state.input)
            }
            return .none
        case .fieldCommitted(let field):
            let problem = parser.check(field, in: state.input)
            state.fieldErrors[field] = problem == .missing(field) ? nil : problem
            return .none
        case .milderChanged(let isOn):
            state.input.includesMilder = isOn
            return .none
        case .submitTapped:
            let problems = parser.problems(in: state.input)
            state.fieldErrors = Dictionary(uniqueKeysWithValues: problems.map { ($0.field, $0) })
            guard problems.isEmpty, let form = try? parser.parse(state.input) else { return .none }
            return send(form, in: &state)
        case .retryTapped:
            guard let form = state.lastForm else { return reduce(&state, .submitTapped) }
            return send(form, in: &state)
        case .startOverTapped:
            state = RecommendState(allowsFallback: state.allowsFallback)
            return .cancel(Self.requestID)
        case .filterChanged(let text):
            state.filter = text
            return .none
        case .progressReported(let progress):
            if state.isRequesting { state.progress = progress }
            return .none
        case .recommendationsLoaded(let answer):
            state.answer = .loaded(answer)
            state.isRefreshing = false
            state.progress = nil
            return .none
        case .loadFailed(let error):
            if state.isRefreshing, state.answer.value != nil {
                state.notice = .requestFailed(error)
            } else {
                state.answer = .failed(error)
            }
            state.isRefreshing = false
            state.progress = nil
            return .none
        case .noticeDismissed:
            state.notice = nil
            return .none
        }
    }

    /// The id of the request in flight; a new request replaces the old one.
    static let requestID: EffectID = "recommend"

    private func send(_ form: RecommendationForm, in state: inout RecommendState) -> Effect<RecommendIntent> {
        state.lastForm = form
        state.notice = nil
        state.progress = nil
        if state.answer.value != nil {
            state.isRefreshing = true
        } else {
            state.answer = .loading
        }
        let (recommend, allowsFallback) = (self.recommend, state.allowsFallback)
        return .run(id: Self.requestID) { send in
            let (events, continuation) = AsyncStream.makeStream(of: RecommenderProgress.self)
            await withTaskGroup(of: Void.self) { group in
                group.addTask { for await event in events { await send(.progressReported(event)) } }
                let outcome: RecommendIntent
                do throws(RecommendError) {
                    let answer = try await recommend.execute(form, allowsFallback: allowsFallback) { event in
                        continuation.yield(event)
                    }
                    outcome = .recommendationsLoaded(answer)
                } catch {
                    outcome = .loadFailed(error)
                }
                // Progress is delivered before the outcome, so it can never land on a finished request.
                continuation.finish()
                await group.waitForAll()
                await send(outcome)
            }
        }
    }
}
