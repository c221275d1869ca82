import MarqueeDomain

/// A change to the reactions of a film known by id: what a screen stores when the user reacts to a film it shows.
public enum ReactionChange: Hashable, Sendable {
    /// Record a like, save or pass.
    case react(Reaction, MovieID)
    /// Take a reaction back.
    case undo(Reaction, MovieID)
    /// Put the film's reactions back to an earlier set, as an undo of the last change does.
    case restore(Set<Reaction>, MovieID)

    /// Stores the change.
    /// - Parameter react: the use case that stores reactions.
    /// - Returns: the film and its reactions before and after.
    /// - Throws: ``SourceError`` when the film is unknown or the profile cannot be saved.
    func store(using react: ReactToMovieUseCase) async throws(SourceError) -> ReactionOutcome {
        switch self {
        case .react(let reaction, let id): try await react.execute(reaction, movieID: id)
        case .undo(let reaction, let id): try await react.undo(reaction, movieID: id)
        case .restore(let reactions, let id): try await react.restore(reactions, movieID: id)
        }
    }
}
