/// The genre rows of the store's top-movies charts (iTunes genre ids 4401 … 4416), in display order.
public enum ChartGenre: String, CaseIterable, Hashable, Sendable {
    /// Action & Adventure (4401).
    case actionAndAdventure
    /// Comedy (4404).
    case comedy
    /// Drama (4406).
    case drama
    /// Horror (4408).
    case horror
    /// Kids & Family (4410).
    case kidsAndFamily
    /// Sci-Fi & Fantasy (4413).
    case sciFiAndFantasy
    /// Thriller (4416).
    case thriller
}
