import Foundation
import Synchronization

/// Records a like, save or pass, or takes one back.
///
/// A new reaction is checked against the catalog first, so a typo never lands in the profile.
/// Taking one back is not: a film that left the catalog must still be removable.
public struct ReactToMovieUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let now: @Sendable () -> Date

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: where films are checked.
    ///   - profile: where reactions are stored.
    ///   - now: the clock; injected so tests control reaction dates.
    public init(
        catalog: any CatalogRepository,
        profile: any ProfileRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.catalog = catalog
        self.profile = profile
        self.now = now
    }

    /// Records a reaction.
    /// - Parameters:
    ///   - reaction: like, save or pass.
    ///   - id: the film.
    /// - Returns: the film and its reactions before and after.
    /// - Throws: ``ReactionError`` when the film is unknown or the profile cannot be saved.
    public func execute(_ reaction: Reaction, movieID id: MovieID) async throws(ReactionError) -> ReactionOutcome {
        let date = now()
        return try await change(id, requireKnownFilm: true) { $0.apply(reaction, to: id, at: date) }
    }

    /// Takes a reaction back.
    /// - Parameters:
    ///   - reaction: the reaction to take back.
    ///   - id: the film.
    /// - Returns: the film and its reactions before and after.
    /// - Throws: ``ReactionError`` when the film is unknown or the profile cannot be saved.
    public func undo(_ reaction: Reaction, movieID id: MovieID) async throws(ReactionError) -> ReactionOutcome {
        try await change(id, requireKnownFilm: false) { $0.undo(reaction, to: id) }
    }

    /// Puts a film's reactions back to an earlier set, as an undo of the last change does.
    /// - Parameters:
    ///   - reactions: the reactions the film should have afterwards.
    ///   - id: the film.
    /// - Returns: the film and its reactions before and after.
    /// - Throws: ``ReactionError`` when the film is unknown or the profile cannot be saved.
    public func restore(_ reactions: Set<Reaction>, movieID id: MovieID) async throws(ReactionError) -> ReactionOutcome
    {
        let date = now()
        return try await change(id, requireKnownFilm: !reactions.isEmpty) { stored in
            for reaction in Reaction.allCases where !reactions.contains(reaction) { stored.undo(reaction, to: id) }
            for reaction in Reaction.allCases where reactions.contains(reaction) {
                stored.apply(reaction, to: id, at: date)
            }
        }
    }

    private func change(
        _ id: MovieID,
        requireKnownFilm: Bool,
        _ edit: @escaping @Sendable (inout UserProfile) -> Void
    ) async throws(ReactionError) -> ReactionOutcome {
        let movie: Movie?
        do {
            movie = try await catalog.movie(withID: id)
        } catch {
            guard !requireKnownFilm, case .notFound = error else { throw .catalog(error) }
            movie = nil
        }
        let before = SharedBox<Set<Reaction>>([])
        let saved: UserProfile
        do {
            saved = try await profile.update { stored in
                before.set(stored.reactions(to: id))
                edit(&stored)
            }
        } catch {
            throw .profile(error)
        }
        return ReactionOutcome(movieID: id, movie: movie, before: before.get(), after: saved.reactions(to: id))
    }
}
