/// Why an answer has no picks, so an empty screen can say something true and useful.
public enum FormEmptyReason: Hashable, Sendable {
    /// A TV show was asked of the local engine, and the bundled catalog holds films only.
    case catalogHasFilmsOnly
    /// No catalog film has the requested rating (or a milder one, when allowed).
    case nothingMatches
    /// The service answered with an empty list, or only with cards that had to be dropped.
    case serviceFoundNothing
}
