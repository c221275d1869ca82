import MVIKit
import MarqueeDomain

// How the feed reacts: a like, save or pass changes the card in view at once, is stored through the reactions' shared
// effect, and is rolled back if storing fails. `marquee feed` never reaches this file; the full-screen feed does.

extension FeedReducer {
    /// Replaces the films behind the card in view with the feed ranked again, up to its limit.
    ///
    /// The card in view and those before it stay as they are, so nothing moves under the reader; what follows is the
    /// new ranking less the films kept. A pass on the last card had to step back to one already seen; the first new
    /// film takes its place in view instead.
    func rerank(_ state: inout FeedState, from feed: Feed) {
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

    func toggle(_ reaction: Reaction, in state: inout FeedState) -> Effect<FeedIntent> {
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

    func pass(in state: inout FeedState) -> Effect<FeedIntent> {
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

    func undo(in state: inout FeedState) -> Effect<FeedIntent> {
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
    func store(_ change: ReactionChange, remembering remembered: FeedReaction) -> Effect<FeedIntent> {
        ReactionReducer.effect(
            [change], using: react, stored: { .feedReactionStored($0) },
            failed: { .reactionFailed($0, restoring: remembered) })
    }

    /// Puts a film's card back as remembered.
    ///
    /// An undo also brings the card into view; a rollback
    /// after a failed save leaves the user where they are unless the card had left the feed.
    func restore(_ remembered: FeedReaction, in state: inout FeedState, focus: Bool = false) {
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

    func updateCard(_ id: MovieID, in state: inout FeedState, _ change: (inout FeedCard) -> Void) {
        guard var cards = state.cards.value, let index = cards.firstIndex(where: { $0.id == id }) else { return }
        change(&cards[index])
        state.cards = .loaded(cards)
    }
}
