/// Why the form could not be answered at all, by the service or by the local engine.
public enum RecommendError: Error, Hashable, Sendable {
    /// The service failed and falling back was not allowed.
    case service(RecommenderError)
    /// The bundled catalog failed.
    case catalog(CatalogError)
    /// The profile could not be read.
    case profile(ProfileError)
}
