import MVIKit
import MarqueeDomain

/// A reaction to a pick of the last answer by its number, as a chat's `save 2` asks, and where storing it stands.
public struct AskReaction: Equatable, Sendable {
    /// Like, save or pass.
    public let reaction: Reaction
    /// The pick's number in the last answer, from 1.
    public let pick: Int
    /// The catalog film under that number, or `nil` when there is no such pick or the catalog lacks it.
    public let movie: Movie?
    /// Whether the reaction is being stored, was stored, or why not.
    public var phase: LoadingPhase<ReactionOutcome, AskReactionError>

    /// Creates a reaction.
    /// - Parameters:
    ///   - reaction: like, save or pass.
    ///   - pick: the pick's number in the last answer, from 1.
    ///   - movie: the catalog film under that number, or `nil` when there is none.
    ///   - phase: whether the reaction is being stored, was stored, or why not.
    public init(
        reaction: Reaction, pick: Int, movie: Movie?, phase: LoadingPhase<ReactionOutcome, AskReactionError>
    ) {
        self.reaction = reaction
        self.pick = pick
        self.movie = movie
        self.phase = phase
    }
}
