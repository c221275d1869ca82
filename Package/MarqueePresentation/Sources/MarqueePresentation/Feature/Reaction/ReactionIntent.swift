import MarqueeDomain

/// What can happen when a film is liked, saved or passed by name, or such a reaction is taken back.
public enum ReactionIntent: Sendable {
    /// Record `reaction` for the film `naming` names: an id, a store id, or a title ("heat 1995").
    case react(Reaction, naming: String)
    /// Take `reaction` back from the film `naming` names; a raw id the catalog no longer has is accepted too, so
    /// nothing in the profile is ever stuck there.
    case undo(Reaction, naming: String)
    /// The change was stored.
    case finished(ReactionOutcome)
    /// The film could not be named, or the change could not be stored.
    case failed(ReactionFailure)
}
