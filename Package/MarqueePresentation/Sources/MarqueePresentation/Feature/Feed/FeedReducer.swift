import MVIKit
import MarqueeDomain

/// The feed's state machine: load, refresh, move, like, save, pass, undo and info.
///
/// Reactions show at once and are rolled back if they cannot be stored, so the card always
/// ends up showing what is really in the profile.
public struct FeedReducer: Reducer {
    private let loadFeed: LoadFeedUseCase
    private let react: ReactToMovieUseCase

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

    /// Replaces the films behind the card in view with the feed ranked again, up to its limit.
    ///
    /// The card in view and those before it stay as they are, so nothing moves under the reader; what follows is the
    /// new ranking less the films kept. A pass on the last card had to step back to one already seen; the first new
    /// film takes its place in view instead.
    private func rerank(_ state: inout FeedState, from feed: Feed) {
        guard let cards = state.cards.value else { return }
        let kept = Array(cards.prefix(state.position + 1))
        let keptIDs = Set(kept.map(\.id))
        let room = max(state.limit, kept.count) - kept.count
        let behind = feed.recommendations.filter { !keptIDs.contains($0.movie.id) }.prefix(room)
        let steppedBack = state.lastReaction.map { last in
            last.position > state.position && !cards.contains { $0.id == last.movieID }
        }
        let reranked = kept + behind.map { card($0, in: feed.profile) }
        guard reranked != cards else { return }
        state.cards = .loaded(reranked)
        if steppedBack == true, let last = state.lastReaction, reranked.indices.contains(last.position) {
            state.position = last.position
            state.isShowingInfo = false
        }
    }

    private func card(_ recommendation: Recommendation, in profile: UserProfile) -> FeedCard {
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

    private func toggle(_ reaction: Reaction, in state: inout FeedState) -> Effect<FeedIntent> {
        guard let card = state.currentCard else { return .none }
        let remembered = FeedReaction(movieID: card.id, before: card.reactions, position: state.position, card: card)
        state.lastReaction = remembered
        state.notice = nil
        let isUndo = card.reactions.contains(reaction)
        updateCard(card.id, in: &state) { card in
            if isUndo {
                card.reactions.remove(reaction)
            } else {
                card.reactions.insert(reaction)
                card.reactions.remove(.pass)
            }
        }
        return store(isUndo ? .undo(reaction, card.id) : .react(reaction, card.id), remembering: remembered)
    }

    private func pass(in state: inout FeedState) -> Effect<FeedIntent> {
        guard let card = state.currentCard, var cards = state.cards.value else { return .none }
        let remembered = FeedReaction(movieID: card.id, before: card.reactions, position: state.position, card: card)
        state.lastReaction = remembered
        state.notice = nil
        cards.remove(at: state.position)
        state.cards = .loaded(cards)
        state.position = min(state.position, max(cards.count - 1, 0))
        state.isShowingInfo = false
        return store(.react(.pass, card.id), remembering: remembered)
    }

    private func undo(in state: inout FeedState) -> Effect<FeedIntent> {
        guard let last = state.lastReaction else {
            state.notice = .nothingToUndo
            return .none
        }
        state.lastReaction = nil
        state.notice = nil
        let current = state.cards.value?.first { $0.id == last.movieID }
        let rollback = FeedReaction(
            movieID: last.movieID,
            before: current?.reactions ?? [.pass],
            position: last.position,
            card: current
        )
        restore(last, in: &state, focus: true)
        // A pass may have been filled in behind; the card coming back takes that place again, so the feed keeps its
        // length and the filled-in film returns with the next refill.
        if let cards = state.cards.value, cards.count > state.limit, cards.count - 1 > state.position {
            state.cards = .loaded(Array(cards.prefix(max(state.limit, state.position + 1))))
        }
        return ReactionReducer.effect(
            [.restore(last.before, last.movieID)], using: react, stored: { .feedReactionStored($0) },
            failed: { .undoFailed($0, restoring: rollback, undoing: last) })
    }

    /// Stores `change`, rolling back to `remembered` if it fails.
    private func store(_ change: ReactionChange, remembering remembered: FeedReaction) -> Effect<FeedIntent> {
        ReactionReducer.effect(
            [change], using: react, stored: { .feedReactionStored($0) },
            failed: { .reactionFailed($0, restoring: remembered) })
    }

    /// Puts a film's card back as remembered.
    ///
    /// An undo also brings the card into view; a rollback
    /// after a failed save leaves the user where they are unless the card had left the feed.
    private func restore(_ remembered: FeedReaction, in state: inout FeedState, focus: Bool = false) {
        guard var cards = state.cards.value else { return }
        let index = cards.firstIndex { $0.id == remembered.movieID }
        switch (remembered.card, index) {
        case (let card?, let index?):
            cards[index] = card
            if focus { state.position = index }
        case (let card?, nil):
            cards.insert(card, at: min(remembered.position, cards.count))
            state.position = min(remembered.position, cards.count - 1)
        case (nil, let index?):
            cards.remove(at: index)
            state.position = min(state.position, max(cards.count - 1, 0))
        case (nil, nil):
            break
        }
        state.cards = .loaded(cards)
    }

    private func updateCard(_ id: MovieID, in state: inout FeedState, _ change: (inout FeedCard) -> Void) {
        guard var cards = state.cards.value, let index = cards.firstIndex(where: { $0.id == id }) else { return }
        change(&cards[index])
        state.cards = .loaded(cards)
    }
}
