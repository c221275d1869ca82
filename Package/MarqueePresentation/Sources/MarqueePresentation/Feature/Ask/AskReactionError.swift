import MarqueeDomain

/// Why a reaction to a pick by its number was not stored.
public enum AskReactionError: Error, Hashable, Sendable {
    /// The last answer has no pick with that number; nothing was sent.
    case noSuchPick
    /// The pick is in the model's words only, so there is no film to react to; nothing was sent.
    case notInCatalog
    /// The film was found, but the reaction could not be stored.
    case notStored(SourceError)
}
