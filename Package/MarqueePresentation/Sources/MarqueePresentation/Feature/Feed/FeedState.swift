import MVIKit
import MarqueeDomain

/// Everything the feed screen shows.
public struct FeedState: Equatable, Sendable {
    /// How many films to rank.
    public var limit: Int
    /// When set, only this genre.
    public var genre: Genre?
    /// The cards, or where loading them stands.
    public var cards: LoadingPhase<[FeedCard], SourceError> = .idle
    /// Whether a refresh is running while the current cards stay on screen.
    public var isRefreshing = false
    /// Whether onboarding has been done; a first run suggests it.
    public var hasCompletedOnboarding = true
    /// The position of the card in view.
    public var position = 0
    /// Whether the detail panel of the card in view is open.
    public var isShowingInfo = false
    /// The last reaction, which `undo` takes back.
    public var lastReaction: FeedReaction?
    /// A message shown over the feed.
    public var notice: FeedNotice?

    /// Creates the initial state.
    public init(limit: Int = 5, genre: Genre? = nil) {
        self.limit = limit
        self.genre = genre
    }

    /// The card in view, if any.
    public var currentCard: FeedCard? {
        guard let cards = cards.value, cards.indices.contains(position) else { return nil }
        return cards[position]
    }
}
