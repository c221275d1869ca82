/// Something a user can say about a film.
public enum Reaction: String, CaseIterable, Hashable, Sendable {
    /// "More like this": lifts films that share its genres, director and cast.
    case like
    /// "Keep it for later": puts the film on the saved shelf and lifts its neighbours a little.
    case save
    /// "Not for me": removes the film from every feed.
    case pass
}
