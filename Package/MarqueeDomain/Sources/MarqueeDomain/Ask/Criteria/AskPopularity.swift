/// How well known a request wants its picks, from how many ratings a film has (critic reviews, MovieLens).
public enum AskPopularity: String, Hashable, Sendable {
    /// "popular", "famous", "well-known", "blockbuster", "classic": among the catalog's most-rated tenth.
    case wellKnown
    /// "underrated", "hidden gem", "overlooked", "obscure": under the catalog's 75th percentile of ratings, with a
    /// shown score of at least 7 out of 10.
    case littleKnown
}
