import MVIKit
import MarqueeDomain

/// Where one reaction by name stands: idle, recording, what changed, or why nothing did.
public struct ReactionState: Equatable, Sendable {
    /// The outcome of the last reaction asked for.
    public var outcome: LoadingPhase<ReactionOutcome, ReactionFailure> = .idle

    /// Creates the initial state.
    public init() {}
}
