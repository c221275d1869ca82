import MarqueeDomain

/// Four films with equal review counts, so their critic scores alone order them in bundled Discover rows.
public enum BundledFilms {
    /// The best-scored: a comedy.
    public static let comedy = Movie(
        id: MovieID("tt0000101"), title: "A Comedy", genres: [.comedy], criticScore: 9.0, reviewCount: 200)
    /// A family film.
    public static let family = Movie(
        id: MovieID("tt0000102"), title: "A Family Film", genres: [.family], criticScore: 8.5, reviewCount: 200)
    /// A drama that is also a comedy.
    public static let drama = Movie(
        id: MovieID("tt0000103"), title: "A Drama", genres: [.drama, .comedy], criticScore: 8.0, reviewCount: 200)
    /// The lowest-scored: a horror film.
    public static let horror = Movie(
        id: MovieID("tt0000104"), title: "A Horror Film", genres: [.horror], criticScore: 7.0, reviewCount: 200)

    /// The four, lowest-scored first.
    public static let all = [horror, drama, family, comedy]
}
