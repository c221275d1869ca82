import MarqueeDomain

extension CachedShopCatalogRepository: ShopMatching where Wrapped: ShopMatching {
    /// The store match for a catalog film, from the cache when fresh or when the store fails.
    ///
    /// "No match" is cached too, so a film the store lacks is not searched for on every run.
    /// - Parameters:
    ///   - title: the catalog title.
    ///   - year: the catalog year.
    ///   - country: the storefront.
    /// - Returns: the match or `nil`, labelled `.live` or `.cached(savedAt:)`.
    /// - Throws: the wrapped store's error when it fails and nothing is cached.
    public func match(title: String, year: Int?, country: String) async throws(CatalogError)
        -> Sourced<MovieDetails?>
    {
        try await cached(
            key: ShopCacheKey.match(title: title, year: year, country: country), lifetime: lifetimes.matches,
            store: { $0.map(StoredMovieDetails.init) }, restore: { $0?.details },
            fetch: { () async throws(CatalogError) in
                try await wrapped.match(title: title, year: year, country: country)
            }
        )
    }
}
