/// Who answered the form, so every screen can say it.
public enum FormAnswerSource: Hashable, Sendable {
    /// The recommender service.
    case service
    /// The local engine, because no service is configured.
    case local
    /// The local engine, because the configured service failed in this way.
    case localFallback(because: RecommenderError)

    /// The engine behind the picks.
    public var engine: RecommendationEngineKind {
        switch self {
        case .service: .formService
        case .local, .localFallback: .localForm
        }
    }
}
