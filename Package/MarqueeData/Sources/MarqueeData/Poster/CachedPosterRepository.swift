import Foundation
import MarqueeDomain

/// Serves posters from the store's disk cache while fresh, and when the network fails.
///
/// Posters live beside the store's other answers (``CachedShopCatalogRepository/subfolder``), in the same atomic
/// files, for as long as a looked-up film (``ShopCacheLifetimes/lookups``): a film's artwork changes as rarely as
/// its details. A cache write failure is ignored, as there: the poster is still good.
public struct CachedPosterRepository<Wrapped: PosterRepository>: PosterRepository {
    let wrapped: Wrapped
    let cache: DiskCache
    let lifetime: TimeInterval
    let now: @Sendable () -> Date

    /// Wraps a poster repository.
    /// - Parameters:
    ///   - wrapped: the live repository.
    ///   - cache: Marquee's cache directory; files go in the store's subfolder.
    ///   - ttl: the store's lifetimes; posters keep the lookups' one.
    ///   - now: the clock; tests pass a fixed one.
    public init(
        wrapping wrapped: Wrapped,
        cache: URL,
        ttl: ShopCacheLifetimes = .standard,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.wrapped = wrapped
        self.cache = DiskCache(
            directory: cache.appending(
                path: CachedShopCatalogRepository<ITunesCatalogRepository>.subfolder, directoryHint: .isDirectory))
        self.lifetime = ttl.lookups
        self.now = now
    }

    /// The poster from the cache when fresh, else from the wrapped repository, else the cached one however old.
    /// - Throws: the wrapped repository's error when it fails and nothing is cached.
    public func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data {
        let key = "poster-\(format.rawValue)-\(url.absoluteString)"
        let entry = cache.read(Data.self, key: key)
        if let entry {
            let age = now().timeIntervalSince(entry.savedAt)
            if age >= 0 && age < lifetime { return entry.payload }
        }
        do throws(PosterError) {
            let image = try await wrapped.poster(at: url, format: format)
            try? cache.write(image, key: key, savedAt: now())
            return image
        } catch {
            guard let entry else { throw error }
            return entry.payload
        }
    }
}
