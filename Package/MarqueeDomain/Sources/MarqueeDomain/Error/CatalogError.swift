/// Why the catalog could not answer.
public enum CatalogError: Error, Hashable, Sendable {
    /// The catalog could not be loaded at all; `reason` says why in plain words.
    case unavailable(reason: String)
    /// No film has this id.
    case notFound(MovieID)
    /// Nothing matches what the user typed exactly; `closest` holds the best guesses, best first.
    case noMatch(query: String, closest: [Movie])
}
