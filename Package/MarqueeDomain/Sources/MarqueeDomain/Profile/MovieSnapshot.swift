/// The little a profile remembers about a film the bundled catalog lacks (a store film), so lists can name it.
public struct MovieSnapshot: Hashable, Sendable {
    /// The title as the store wrote it when the reaction was recorded.
    public let title: String
    /// The release year, when known.
    public let year: Int?

    /// Creates a snapshot.
    public init(title: String, year: Int?) {
        self.title = title
        self.year = year
    }

    /// A snapshot of a film.
    public init(_ movie: Movie) { self.init(title: movie.title, year: movie.year) }

    /// A film with only what the snapshot knows.
    /// - Parameter id: the film's id.
    /// - Returns: a film with this title and year.
    public func movie(id: MovieID) -> Movie { Movie(id: id, title: title, year: year) }
}
