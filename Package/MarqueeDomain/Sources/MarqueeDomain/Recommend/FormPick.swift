/// One answer to the form: a recommendation, whether it is a catalog film, and the service's words if any.
public struct FormPick: Hashable, Sendable, Identifiable {
    /// The recommendation; its film is the catalog's when ``isInCatalog``, else built from the service's words.
    public var recommendation: Recommendation
    /// Whether the film is in the bundled catalog, so it opens the same detail view as every other film.
    public var isInCatalog: Bool
    /// The card as the service sent it, when the service answered.
    public var serviceCard: ServiceRecommendation?

    /// The film's id: the catalog's IMDb id, or a `service:` id for a film the catalog does not have.
    public var id: MovieID { recommendation.id }

    /// Creates a pick.
    public init(recommendation: Recommendation, isInCatalog: Bool, serviceCard: ServiceRecommendation? = nil) {
        self.recommendation = recommendation
        self.isInCatalog = isInCatalog
        self.serviceCard = serviceCard
    }
}
