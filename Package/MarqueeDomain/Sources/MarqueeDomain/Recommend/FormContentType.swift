/// What the form asks for: a film or a TV show.
public enum FormContentType: String, CaseIterable, Hashable, Sendable {
    /// A film.
    case movie = "Movie"
    /// A TV show.
    case tvShow = "TV Show"
}
