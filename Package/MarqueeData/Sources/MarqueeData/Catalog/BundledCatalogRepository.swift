import MarqueeDomain

/// The film catalog compiled into the binary: 17,470 Wikidata films (CC0), available offline.
///
/// `init()` shares one parse per process: the first call parses `BundledCatalogData.text` and every later call
/// copies the stored result, which costs nothing because arrays and dictionaries are copy-on-write.
public struct BundledCatalogRepository: CatalogRepository {
    /// Every film, sorted by id for the bundled catalog, otherwise in the order given.
    public let movies: [Movie]
    private let positions: [MovieID: Int]

    // A `static let` is initialised lazily and exactly once, even with concurrent callers, so the ~4.5 MB
    // text is parsed only by the first `init()`. A parse failure is kept too, so every caller sees it.
    private static let bundled = Result { () throws(CatalogError) -> BundledCatalogRepository in
        try BundledCatalogRepository(text: BundledCatalogData.text)
    }

    /// Loads the bundled catalog, parsing it on first use.
    /// - Throws: `CatalogError/unavailable(reason:)` when the bundled text is malformed.
    public init() throws(CatalogError) {
        self = try Self.bundled.get()
    }

    /// Creates a catalog over the given films; when two share an id, ``movie(withID:)`` finds the first.
    /// - Parameter movies: the films, in the order ``allMovies()`` should return them.
    public init(movies: [Movie]) {
        var positions: [MovieID: Int] = [:]
        positions.reserveCapacity(movies.count)
        // Walking backwards lets the first film with an id win with one hash per film instead of two.
        for position in movies.indices.reversed() {
            positions[movies[position].id] = position
        }
        self.movies = movies
        self.positions = positions
    }

    /// Parses catalog text in the bundled format; tests use it to feed in small or broken catalogs.
    init(text: String) throws(CatalogError) {
        self.init(movies: try BundledCatalogParser.parse(text))
    }

    /// Every film in the catalog, in a stable order.
    public func allMovies() -> [Movie] {
        movies
    }

    /// One film by id.
    /// - Throws: `CatalogError/notFound(_:)` when no film has this id.
    public func movie(withID id: MovieID) throws(CatalogError) -> Movie {
        guard let position = positions[id] else { throw CatalogError.notFound(id) }
        return movies[position]
    }
}
