import Foundation

/// Writes the liked and saved films as a shelf file, such as Letterboxd's import CSV.
public struct ExportShelfUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let format: any ShelfFileFormat

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: names the films.
    ///   - profile: holds the reactions.
    ///   - format: writes the file.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository, format: any ShelfFileFormat) {
        self.catalog = catalog
        self.profile = profile
        self.format = format
    }

    /// The file's bytes.
    /// - Returns: every liked or saved film, encoded by the format.
    /// - Throws: ``ShelfTransferError`` when the profile or the catalog fails.
    public func execute() async throws(ShelfTransferError) -> Data {
        format.encode(try await rows())
    }

    /// The rows the file holds, before encoding.
    /// - Returns: one row per liked or saved film, in id order.
    /// - Throws: ``ShelfTransferError`` when the profile or the catalog fails.
    public func rows() async throws(ShelfTransferError) -> [ShelfExportRow] {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .profile(error) }
        var rows: [ShelfExportRow] = []
        for id in Set(stored.liked.keys).union(stored.saved.keys).sorted() {
            let movie: Movie?
            do {
                movie = try await catalog.movie(withID: id)
            } catch {
                guard case .notFound = error else { throw .catalog(error) }
                movie = stored.snapshots[id]?.movie(id: id)
            }
            rows.append(
                ShelfExportRow(
                    // An `ml:` id merged into a Wikidata film exports with that film's IMDb id.
                    imdbID: id.isIMDbID ? id : movie.map(\.id).flatMap { $0.isIMDbID ? $0 : nil },
                    title: movie?.title ?? "",
                    year: movie?.year,
                    directors: movie?.directors ?? [],
                    reactions: stored.reactions(to: id).subtracting([.pass])
                )
            )
        }
        return rows
    }
}
