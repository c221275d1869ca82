/// Which engine produced a recommendation, so every screen can say who answered.
public enum RecommendationEngineKind: String, Hashable, Sendable {
    /// The on-device taste ranking over the bundled catalog.
    case localTaste = "local"
    /// The offline answer to a plain-English request, when no model is reachable.
    case offlineIntent = "offline"
    /// A recommender service answering the form mode (CinemaScopeAI's `POST /predict/`).
    case formService = "service"
    /// The on-device form engine: the bundled catalog near the form's year, runtime and rating.
    case localForm = "local-form"
}
