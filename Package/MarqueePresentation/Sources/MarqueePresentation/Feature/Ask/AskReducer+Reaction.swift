import MVIKit
import MarqueeDomain

extension AskReducer {
    /// The id of the reaction being stored; a new reaction replaces the one in flight.
    static let reactionID: EffectID = "reaction"

    /// Reacts to pick `number` of the last answer: the film it showed, looked up by the number the user typed.
    ///
    /// The last answer is the last one that arrived, so after a failed question the numbers still name the picks
    /// of the answer before it.
    func reactToPick(_ reaction: Reaction, number: Int, in state: inout AskState) -> Effect<AskIntent> {
        guard let react else { return .none }
        let movies = state.previousMovies
        guard movies.indices.contains(number - 1) else {
            state.reaction = AskReaction(reaction: reaction, pick: number, movie: nil, phase: .failed(.noSuchPick))
            return .none
        }
        guard let movie = movies[number - 1] else {
            state.reaction = AskReaction(reaction: reaction, pick: number, movie: nil, phase: .failed(.notInCatalog))
            return .none
        }
        state.reaction = AskReaction(reaction: reaction, pick: number, movie: movie, phase: .loading)
        return ReactionReducer.effect(
            [.react(reaction, movie.id)], using: react, id: Self.reactionID, stored: { .reactionStored($0) },
            failed: { .reactionFailed($0) })
    }

    /// Records how storing the reaction in flight ended; a result with no reaction in flight changes nothing.
    func finishReaction(_ phase: LoadingPhase<ReactionOutcome, AskReactionError>, in state: inout AskState) {
        guard state.reaction?.phase.isLoading == true else { return }
        state.reaction?.phase = phase
    }
}
