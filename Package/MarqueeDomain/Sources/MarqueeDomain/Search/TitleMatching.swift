/// Finds the film a written title names: what a person typed, a shelf file's row, a store's or a model's title.
///
/// The seam between the use cases that hold such a title and the engine that grades films against it, so search,
/// imports and grounding share one set of rules.
public protocol TitleMatching: Sendable {
    /// How well one film matches a folded query, or `nil` when it does not.
    func quality(of movie: Movie, for query: SearchText) -> MatchQuality?

    /// The catalog film each store film is, by folded title and a year within one; films without one are left out.
    func twins(of films: [Movie], in catalog: [Movie]) -> [MovieID: Movie]

    /// The film each shelf row names, in the rows' order: by IMDb id, else by title and year; `nil` when none fits.
    func films(for rows: [ShelfImportRow], in catalog: [Movie]) -> [Movie?]

    /// The film a model's pick names, or `nil` when none has that title near that year.
    func film(for pick: ChatPick, in movies: [Movie]) -> Movie?

    /// The film with exactly this folded title and a year within one of `year`, the closest year first.
    func film(titled title: String, year: Int, in movies: [Movie]) -> Movie?
}

extension TitleMatching {
    /// The catalog film one store film is, if any.
    public func twin(of film: Movie, in catalog: [Movie]) -> Movie? { twins(of: [film], in: catalog)[film.id] }

    /// Each row with the film it names; the catalog is read once.
    func match(_ rows: [ShelfImportRow], in catalog: any CatalogRepository) async throws(ShelfTransferError)
        -> [(ShelfImportRow, Movie?)]
    {
        let movies: [Movie]
        do { movies = try await catalog.allMovies() } catch { throw .catalog(error) }
        return Array(zip(rows, films(for: rows, in: movies)))
    }
}
