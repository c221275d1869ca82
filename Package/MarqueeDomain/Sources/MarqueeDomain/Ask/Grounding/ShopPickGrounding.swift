/// Resolves a pick the bundled catalog lacks against the film store, when the store can be reached.
public struct ShopPickGrounding: Sendable {
    private let store: any ShopCatalogRepository
    private let country: String

    /// Creates a grounding over a store's storefront.
    /// - Parameters:
    ///   - store: the film store, usually behind its cache.
    ///   - country: the storefront, such as `us`.
    public init(store: any ShopCatalogRepository, country: String) {
        self.store = store
        self.country = country
    }

    /// The store film a pick names.
    /// - Parameter pick: the model's pick.
    /// - Returns: the film, or `nil` when the store has none with that title near that year or cannot be reached.
    public func movie(for pick: ChatPick) async -> Movie? {
        guard let found = try? await store.search(pick.title, country: country, limit: 10) else { return nil }
        return PickGrounding(movies: found.value).movie(for: pick)
    }
}
