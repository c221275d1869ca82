import Foundation

/// Reads a shelf file and records its likes, saves and passes in ONE profile update: all of it, or none of it.
public struct ImportShelfUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let format: any ShelfFileFormat
    private let titles: any TitleMatching
    private let now: @Sendable () -> Date

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: where rows are matched.
    ///   - profile: where reactions are stored.
    ///   - format: reads the file.
    ///   - titles: finds the film each row names.
    ///   - now: the clock; injected so tests control reaction dates.
    public init(
        catalog: any CatalogRepository,
        profile: any ProfileRepository,
        format: any ShelfFileFormat,
        titles: any TitleMatching,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.catalog = catalog
        self.profile = profile
        self.format = format
        self.titles = titles
        self.now = now
    }

    /// Imports a file.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - fileName: the file's name, which may say what it is (`watchlist.csv`).
    /// - Returns: what was liked, saved and left unmatched.
    /// - Throws: ``ShelfTransferError`` when the file cannot be read, or the catalog or profile fails;
    ///   the profile is unchanged then.
    public func execute(_ data: Data, fileName: String) async throws(ShelfTransferError) -> ImportReport {
        try await execute(try format.decode(data, fileName: fileName))
    }

    /// Imports rows already decoded.
    /// - Parameter rows: the file's rows.
    /// - Returns: what was liked, saved and left unmatched.
    /// - Throws: ``ShelfTransferError/catalog(_:)`` or ``ShelfTransferError/profile(_:)``; nothing is saved then.
    public func execute(_ rows: [ShelfImportRow]) async throws(ShelfTransferError) -> ImportReport {
        var liked: [Movie] = []
        var saved: [Movie] = []
        var passed: [Movie] = []
        var withoutReaction: [ShelfImportRow] = []
        var unmatched: [ShelfImportRow] = []
        for (row, movie) in try await titles.match(rows, in: catalog) {
            guard let movie else {
                unmatched.append(row)
                continue
            }
            let reactions = row.reactions
            if reactions.isEmpty { withoutReaction.append(row) }
            if reactions.contains(.like), !liked.contains(where: { $0.id == movie.id }) { liked.append(movie) }
            if reactions.contains(.save), !saved.contains(where: { $0.id == movie.id }) { saved.append(movie) }
            if reactions.contains(.pass), !passed.contains(where: { $0.id == movie.id }) { passed.append(movie) }
        }
        // A film the file both keeps and pans (two rows) is kept: a like or a save outranks a low rating.
        passed.removeAll { film in liked.contains { $0.id == film.id } || saved.contains { $0.id == film.id } }
        if !liked.isEmpty || !saved.isEmpty || !passed.isEmpty {
            let date = now()
            let (likedIDs, savedIDs, passedIDs) = (liked.map(\.id), saved.map(\.id), passed.map(\.id))
            do {
                try await profile.update { stored in
                    for id in passedIDs { stored.apply(.pass, to: id, at: date) }
                    for id in likedIDs { stored.apply(.like, to: id, at: date) }
                    for id in savedIDs { stored.apply(.save, to: id, at: date) }
                }
            } catch {
                throw .profile(error)
            }
        }
        return ImportReport(
            rowCount: rows.count, liked: liked, saved: saved, passed: passed, withoutReaction: withoutReaction,
            unmatched: unmatched)
    }
}
