/// Lists the saved shelf, newest first.
public struct ListSavedMoviesUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository

    /// Creates the use case.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository) {
        self.catalog = catalog
        self.profile = profile
    }

    /// The saved films, newest first.
    /// - Returns: every saved entry; a film the catalog does not know is listed by its stored title, or with
    ///   `movie == nil` when the profile has none.
    /// - Throws: ``SourceError`` when the profile or catalog fails.
    public func execute() async throws(SourceError) -> [SavedMovie] {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .profile(error) }
        return try await shelf(of: stored)
    }

    /// The shelf of a profile already loaded, as a change broadcast delivers it.
    /// - Parameter stored: the profile.
    /// - Returns: its saved entries, newest first.
    /// - Throws: ``SourceError/catalog(_:)`` when the catalog fails.
    func shelf(of stored: UserProfile) async throws(SourceError) -> [SavedMovie] {
        var shelf: [SavedMovie] = []
        for id in stored.savedNewestFirst {
            let movie: Movie?
            do {
                movie = try await catalog.movie(withID: id)
            } catch {
                guard case .notFound = error else { throw .catalog(error) }
                movie = stored.snapshots[id]?.movie(id: id)
            }
            shelf.append(SavedMovie(id: id, movie: movie, savedAt: stored.saved[id] ?? .distantPast))
        }
        return shelf
    }
}
