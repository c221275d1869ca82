import MarqueeDomain

/// The film catalog compiled into the binary: 18,946 films (Wikidata, CC0, and MovieLens), available offline.
///
/// The catalog is a checked binary blob embedded by the `MarqueeCatalogBlob` C target (docs/ARCHITECTURE.md,
/// "The bundled catalog"). Loading it verifies a checksum and points at its columns: no parsing, no per-film
/// work. ``filmTable()`` ranks straight from those columns and ``searchIndex()`` searches the index the packer built
/// into it; a `Movie` is built only when asked for.
public struct BundledCatalogRepository: CatalogRepository {
    private let blob: CatalogBlob
    private let isBundled: Bool

    // A `static let` is initialised lazily and exactly once, even with concurrent callers, so the blob is
    // checked only by the first `init()`. A failure is kept too, so every caller sees it.
    private static let bundled = Result { () throws(CatalogError) -> CatalogBlob in try CatalogBlob.bundled() }

    // Built on the first `allMovies()`, once per process; ranking never needs it.
    private static let bundledMovies: [Movie] = {
        // Only a repository whose `init()` got the blob reads this, so the failure case never happens here.
        guard case .success(let blob) = bundled else { return [] }
        return blob.allMovies()
    }()

    // Checked on the first search, once per process; a failure is kept, as `bundled`'s is.
    private static let bundledIndex = Result { () throws(CatalogError) -> SearchIndex in
        try bundled.get().searchIndex()
    }

    /// Loads the bundled catalog, checking it on first use.
    /// - Throws: `CatalogError/unavailable(reason:)` when the bundled blob is corrupt or of another version.
    public init() throws(CatalogError) {
        self.blob = try Self.bundled.get()
        self.isBundled = true
    }

    /// Reads a blob other than the bundled one; tests use it to feed in small catalogs from `CatalogBlobWriter`.
    /// - Parameter blob: bytes that live as long as the process, since the film table points into them.
    package init(blob: UnsafeRawBufferPointer) throws(CatalogError) {
        self.blob = try CatalogBlob(bytes: blob)
        self.isBundled = false
    }

    /// Every film, sorted by id.
    public var movies: [Movie] { isBundled ? Self.bundledMovies : blob.allMovies() }

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
    ///
    /// Declared as the protocol declares it, so callers holding the concrete type await it the same way.
    public func filmTable() async throws(CatalogError) -> FilmTable {
        blob.filmTable()
    }

    /// The search index the packer built into the blob, its columns pointing into it; nothing is built.
    /// - Throws: `CatalogError/unavailable(reason:)` when the index's numbers leave its columns.
    public func searchIndex() async throws(CatalogError) -> SearchIndex {
        isBundled ? try Self.bundledIndex.get() : try blob.searchIndex()
    }
}
