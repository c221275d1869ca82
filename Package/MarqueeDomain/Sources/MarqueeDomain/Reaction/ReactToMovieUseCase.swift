import Foundation
import Synchronization

/// Records a like, save or pass, or takes one back.
///
/// A new reaction is checked against the catalog first, so a typo never lands in the profile; a store film
/// (`itunes:…`) is checked against the store, and its title and year are kept in the profile so lists can name it.
/// Taking one back is not checked: a film that left the catalog must still be removable.
public struct ReactToMovieUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let store: (any ShopCatalogRepository)?
    private let storeCountry: String
    private let now: @Sendable () -> Date

    /// Creates the use case.
    public init(
        catalog: any CatalogRepository,
        profile: any ProfileRepository,
        store: (any ShopCatalogRepository)? = nil,
        storeCountry: String = "us",
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.catalog = catalog
        self.profile = profile
        self.store = store
        self.storeCountry = storeCountry
        self.now = now
    }

    /// Records a reaction.
    public func execute(_ reaction: Reaction, movieID id: MovieID) async throws(SourceError) -> ReactionOutcome {
        let date = now()
        return try await change(id, requireKnownFilm: true) { $0.apply(reaction, to: $1, at: date) }
    }

    /// Takes a reaction back.
    public func undo(_ reaction: Reaction, movieID id: MovieID) async throws(SourceError) -> ReactionOutcome {
        try await change(id, requireKnownFilm: false) { $0.undo(reaction, to: $1) }
    }

    /// Puts a film's reactions back to an earlier set, as an undo of the last change does.
    public func restore(_ reactions: Set<Reaction>, movieID id: MovieID) async throws(SourceError) -> ReactionOutcome {
        let date = now()
        return try await change(id, requireKnownFilm: !reactions.isEmpty) { stored, id in
            for reaction in Reaction.allCases where !reactions.contains(reaction) { stored.undo(reaction, to: id) }
            for reaction in Reaction.allCases where reactions.contains(reaction) {
                stored.apply(reaction, to: id, at: date)
            }
        }
    }

    /// Looks the film up, then edits the profile under the film's own id: a former id (`Movie/formerIDs`) asked
    /// for, or stored, is brought under it first (`UserProfile/adopt(_:as:)`).
    private func change(
        _ asked: MovieID,
        requireKnownFilm: Bool,
        _ edit: @escaping @Sendable (inout UserProfile, MovieID) -> Void
    ) async throws(SourceError) -> ReactionOutcome {
        var id = asked
        let movie: Movie?
        var snapshot: MovieSnapshot?
        do {
            let film = try await catalog.movie(withID: id)
            (movie, id) = (film, film.id)
        } catch {
            guard case .notFound = error else { throw .catalog(error) }
            if requireKnownFilm {
                let film = try await storeFilm(id, notInCatalog: error)
                (movie, snapshot) = (film, MovieSnapshot(film))
            } else {
                movie = nil
            }
        }
        let before = SharedBox<Set<Reaction>>([])
        let remembered = SharedBox<MovieSnapshot?>(nil)
        let saved: UserProfile
        let former = Array(Set((movie?.formerIDs ?? []) + [asked]).subtracting([id]))
        do {
            saved = try await profile.update { [snapshot, id] stored in
                stored.adopt(former, as: id)
                before.set(stored.reactions(to: id))
                remembered.set(stored.snapshots[id])
                if let snapshot { stored.snapshots[id] = snapshot }
                edit(&stored, id)
            }
        } catch {
            throw .profile(error)
        }
        return ReactionOutcome(
            movieID: id,
            movie: movie ?? remembered.get()?.movie(id: id),
            before: before.get(),
            after: saved.reactions(to: id)
        )
    }

    /// A store film the catalog lacks, checked against the store so a typo never lands in the profile.
    private func storeFilm(_ id: MovieID, notInCatalog error: CatalogError) async throws(SourceError) -> Movie {
        guard id.isShopID, let store else { throw .catalog(error) }
        do {
            return try await store.details(for: id, country: storeCountry).value.movie
        } catch {
            throw .catalog(error)
        }
    }
}
