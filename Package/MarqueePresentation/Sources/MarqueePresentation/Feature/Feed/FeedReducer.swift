import MVIKit
import MarqueeDomain

/// The feed's state machine: load, refresh, move, like, save, pass, undo and info.
///
/// Reactions show at once and are rolled back if they cannot be stored, so the card always
/// ends up showing what is really in the profile.
public struct FeedReducer: Reducer {
    private let loadFeed: LoadFeedUseCase
    let react: ReactToMovieUseCase

    /// Creates the reducer.
    public init(loadFeed: LoadFeedUseCase, react: ReactToMovieUseCase) {
        self.loadFeed = loadFeed
        self.react = react
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout FeedState, _ intent: FeedIntent) -> Effect<FeedIntent> {
        switch intent {
        case .task:
            guard state.cards.value == nil, !state.cards.isLoading else { return .none }
            state.cards = .loading
            return load(state)
        case .retry:
            state.cards = .loading
            state.isRefreshing = false
            return load(state)
        case .refresh:
            guard state.cards.value != nil else { return reduce(&state, .retry) }
            guard !state.isRefreshing else { return .none }
            state.isRefreshing = true
            return load(state)
        case .feedLoaded(let feed):
            state.cards = .loaded(feed.recommendations.map { card($0, in: feed.profile) })
            state.hasCompletedOnboarding = feed.profile.hasCompletedOnboarding
            state.isRefreshing = false
            state.position = 0
            state.isShowingInfo = false
            return .none
        case .loadFailed(let error):
            if state.isRefreshing, state.cards.value != nil {
                state.notice = .refreshFailed(error)
            } else {
                state.cards = .failed(error)
            }
            state.isRefreshing = false
            return .none
        case .nextTapped, .previousTapped, .infoTapped, .noticeDismissed:
            navigate(&state, intent)
            return .none
        case .likeTapped:
            return toggle(.like, in: &state)
        case .saveTapped:
            return toggle(.save, in: &state)
        case .passTapped:
            return pass(in: &state)
        case .undoTapped:
            return undo(in: &state)
        case .reactionStored(let outcome):
            updateCard(outcome.movieID, in: &state) { $0.reactions = outcome.after }
            // A pass shortens the feed; ranking again with it stored refills the feed, so it never runs dry.
            return outcome.after.contains(.pass) && !outcome.before.contains(.pass) ? loadUpcoming(state) : .none
        case .feedReactionStored(let outcome):
            updateCard(outcome.movieID, in: &state) { $0.reactions = outcome.after }
            // Every change of taste made here ranks the feed again with it stored: the films behind the card in view
            // follow the reaction at once, and a pass's empty place is filled, so the feed never runs dry.
            return outcome.after != outcome.before ? loadUpcoming(state) : .none
        case .upcomingLoaded(let feed):
            rerank(&state, from: feed)
            return .none
        case .upcomingFailed(let error):
            state.notice = .refreshFailed(error)
            return .none
        case .reactionFailed(let error, let restoring):
            restore(restoring, in: &state)
            state.notice = .reactionFailed(error)
            return .none
        case .undoFailed(let error, let restoring, let undoing):
            restore(restoring, in: &state)
            state.lastReaction = undoing
            state.notice = .reactionFailed(error)
            return .none
        }
    }
}

// MARK: - Helpers

extension FeedReducer {
    private func load(_ state: FeedState) -> Effect<FeedIntent> {
        rank(state, id: "load", loaded: FeedIntent.feedLoaded, failed: FeedIntent.loadFailed)
    }

    private func loadUpcoming(_ state: FeedState) -> Effect<FeedIntent> {
        rank(state, id: "upcoming", loaded: FeedIntent.upcomingLoaded, failed: FeedIntent.upcomingFailed)
    }

    /// Ranks the feed for the state's limit and genre, and reports the result as the given intents.
    private func rank(
        _ state: FeedState,
        id: EffectID,
        loaded: @escaping @Sendable (Feed) -> FeedIntent,
        failed: @escaping @Sendable (SourceError) -> FeedIntent
    ) -> Effect<FeedIntent> {
        let (limit, genre, loadFeed) = (state.limit, state.genre, self.loadFeed)
        return .run(id: id) { send in
            do throws(SourceError) {
                await send(loaded(try await loadFeed.execute(limit: limit, genre: genre)))
            } catch {
                await send(failed(error))
            }
        }
    }

    func card(_ recommendation: Recommendation, in profile: UserProfile) -> FeedCard {
        FeedCard(recommendation: recommendation, reactions: profile.reactions(to: recommendation.movie.id))
    }

    private func navigate(_ state: inout FeedState, _ intent: FeedIntent) {
        let count = state.cards.value?.count ?? 0
        switch intent {
        case .nextTapped where state.position + 1 < count:
            state.position += 1
            state.isShowingInfo = false
        case .previousTapped where state.position > 0:
            state.position -= 1
            state.isShowingInfo = false
        case .infoTapped where state.currentCard != nil:
            state.isShowingInfo.toggle()
        case .noticeDismissed:
            state.notice = nil
        default:
            break
        }
    }
}
