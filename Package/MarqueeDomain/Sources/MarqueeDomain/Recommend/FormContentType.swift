/// What the form asks for: a film or a TV show.
///
/// The raw values are the recommender service's spelling.
public enum FormContentType: String, CaseIterable, Hashable, Sendable {
    /// A film.
    case movie = "Movie"
    /// A TV show.
    case tvShow = "TV Show"
}
