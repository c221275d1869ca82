import MarqueeDomain

/// The form mode's recommender services, as the composition root configured them.
public struct RecommenderAccess: Sendable {
    /// The address the settings name (`MARQUEE_RECOMMENDER_URL`), as given, or `nil` when none is set.
    public let configuredAddress: String?
    /// Builds a client for a service at an address.
    public let connect: @Sendable (RecommenderAddress) -> any RecommenderRepository

    /// Creates access from a configured address and a client factory.
    /// - Parameters:
    ///   - configuredAddress: the address the settings name, or `nil`.
    ///   - connect: builds a client for an address.
    public init(
        configuredAddress: String?, connect: @escaping @Sendable (RecommenderAddress) -> any RecommenderRepository
    ) {
        self.configuredAddress = configuredAddress
        self.connect = connect
    }
}
