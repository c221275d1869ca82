import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The film catalog compiled into the binary: 18,946 films (Wikidata, CC0, and MovieLens), available offline.
///
/// The catalog is a checked binary blob embedded by the `MarqueeCatalogBlob` C target (docs/ARCHITECTURE.md,
/// "The bundled catalog"). Opening it verifies the blob and points at its columns: no parsing, no per-film work.
/// It hands Domain four faces over the same bytes: ``repository`` builds a `Movie` only when asked for,
/// ``ranking`` ranks straight from the columns, ``search`` searches the index the packer built into it, and
/// ``facts`` measures it from its year column.
public struct BundledCatalog: Sendable {
    /// The films, by id and all at once.
    public let repository: BundledCatalogRepository
    /// The feed, Discover's bundled rows and "more like this", ranked over the blob's columns.
    public let ranking: TableRanking
    /// Search over the index the packer built into the blob, checked on the first search.
    public let search: IndexedSearch
    /// The catalog's span and size, from its year column.
    public var facts: any CatalogMeasuring { ranking }

    /// Opens the bundled catalog, checking it on first use.
    /// - Throws: `CatalogError/unavailable(reason:)` when the bundled blob is corrupt or of another version.
    public init() throws(CatalogError) {
        self.init(repository: try BundledCatalogRepository())
    }

    /// Reads a blob other than the bundled one; tests use it to feed in small catalogs from `CatalogBlobWriter`.
    /// - Parameter blob: bytes that live as long as the process, since the film table points into them.
    /// - Throws: `CatalogError/unavailable(reason:)` when the blob is corrupt or of another version.
    package init(blob: UnsafeRawBufferPointer) throws(CatalogError) {
        self.init(repository: try BundledCatalogRepository(blob: blob))
    }

    /// The four faces of one repository's blob.
    package init(repository: BundledCatalogRepository) {
        self.repository = repository
        ranking = TableRanking(
            table: { () async throws(CatalogError) -> FilmTable in try await repository.filmTable() },
            movies: { () async throws(CatalogError) -> [Movie] in repository.allMovies() }
        )
        search = IndexedSearch { () async throws(CatalogError) -> SearchIndex in try await repository.searchIndex() }
    }
}

/// The bundled catalog's films: a `Movie` is built only when asked for, and all of them once per process.
public struct BundledCatalogRepository: CatalogRepository {
    private let blob: CatalogBlob
    private let isBundled: Bool

    /// Loads the bundled catalog, checking it on first use.
    /// - Throws: `CatalogError/unavailable(reason:)` when the bundled blob is corrupt or of another version.
    public init() throws(CatalogError) {
        blob = try BundledBlob.checked.get()
        isBundled = true
    }

    /// Reads a blob other than the bundled one; tests use it to feed in small catalogs from `CatalogBlobWriter`.
    /// - Parameter blob: bytes that live as long as the process, since the film table points into them.
    /// - Throws: `CatalogError/unavailable(reason:)` when the blob is corrupt or of another version.
    package init(blob: UnsafeRawBufferPointer) throws(CatalogError) {
        self.blob = try CatalogBlob(bytes: blob)
        isBundled = false
    }

    /// Every film, sorted by id.
    public var movies: [Movie] { isBundled ? BundledBlob.movies : blob.allMovies() }

    /// How many films the catalog holds, read from its header.
    public var count: Int { blob.count }

    /// The first and last year of any film, from the year column alone; `nil` when no film has a year.
    public var years: ClosedRange<Int>? { blob.yearSpan }

    /// Every film in the catalog, sorted by id; the bundled films are built once per process.
    public func allMovies() -> [Movie] {
        movies
    }

    /// One film by id, found by binary search and built alone.
    ///
    /// A former id (`Movie/formerIDs`: the `ml:` id of a MovieLens entry merged into a Wikidata film) finds the film
    /// it was merged into, whose id is then not the one asked for.
    /// - Throws: `CatalogError/notFound(_:)` when no film has this id.
    public func movie(withID id: MovieID) throws(CatalogError) -> Movie {
        guard let row = blob.row(of: id) else { throw CatalogError.notFound(id) }
        return blob.movie(at: row)
    }

    /// Every film as columns pointing into the blob; nothing is copied or parsed.
    package func filmTable() async throws(CatalogError) -> FilmTable {
        blob.filmTable()
    }

    /// The search index the packer built into the blob, its columns pointing into it; nothing is built.
    /// - Throws: `CatalogError/unavailable(reason:)` when the index's numbers leave its columns.
    package func searchIndex() async throws(CatalogError) -> SearchIndex {
        isBundled ? try BundledBlob.index.get() : try blob.searchIndex()
    }
}

/// The blob compiled into the binary, and what is built from it once per process.
///
/// A `static let` is initialised lazily and exactly once, even with concurrent callers, so the blob is checked only
/// by the first ``BundledCatalog/init()``. A failure is kept too, so every caller sees it.
private enum BundledBlob {
    static let checked = Result { () throws(CatalogError) -> CatalogBlob in try CatalogBlob.bundled() }

    // Checked on the first search, once per process; a failure is kept, as `checked`'s is.
    static let index = Result { () throws(CatalogError) -> SearchIndex in try checked.get().searchIndex() }

    // Built on the first `allMovies()`, once per process; ranking never needs it.
    static let movies: [Movie] = {
        // Only a repository made from the checked bundled blob reads this, so the failure case never happens here.
        guard case .success(let blob) = checked else { return [] }
        return blob.allMovies()
    }()
}
