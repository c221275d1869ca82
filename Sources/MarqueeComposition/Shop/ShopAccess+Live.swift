import MarqueeCommands
import MarqueeData
import MarqueeDomain

extension ShopAccess {
    /// The real store: `CachedShopCatalogRepository(ITunesCatalogRepository(RateLimitedTransport(CurlTransport…)))`.
    ///
    /// The stack is built on the first question, so commands that never ask the store start as fast as without it.
    /// - Parameters:
    ///   - settings: the store's base URL, its HTTP patience and the cache folder.
    ///   - titles: links the store's films to the catalog's.
    /// - Returns: lazily built access to the live store.
    static func live(_ settings: AppSettings, titles: any TitleMatching) -> ShopAccess {
        let stack = ShopStack {
            let transport = RateLimitedTransport(base: CurlTransport(), limiter: RequestRateLimiter.iTunes())
            let store = ITunesCatalogRepository(
                transport: transport, endpoint: settings.iTunes, retry: settings.http.retry,
                deadline: settings.http.deadline, titles: titles)
            return (
                CachedShopCatalogRepository(wrapping: store, cache: settings.cacheDirectory),
                CachedShopCatalogRepository(wrapping: store, cache: settings.cacheDirectory, refresh: true)
            )
        }
        return ShopAccess(
            cached: LazyShop(stack: stack, refreshing: false), refreshing: LazyShop(stack: stack, refreshing: true),
            deadline: settings.http.deadline)
    }
}
