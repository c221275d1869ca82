/// Which engine produced a recommendation, so every screen can say who answered.
public enum RecommendationEngineKind: String, Hashable, Sendable {
    /// The on-device taste ranking over the bundled catalog.
    case localTaste = "local"
}
