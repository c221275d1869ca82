import Foundation
import MarqueeDomain

/// Serves a store repository's answers from a disk cache when they are fresh, and when the store fails.
///
/// - A fresh answer (younger than its lifetime) is served without touching the network, labelled
///   `.cached(savedAt:)`.
/// - Otherwise the wrapped store is asked; a live answer is written through to disk and returned as is.
/// - When the store fails, the last good answer is served, however old, labelled with when it was fetched.
///   With nothing cached, the store's original error is rethrown.
/// - `refresh` skips the freshness check but keeps the fallback, so `--refresh` offline still shows something.
///
/// "No such film" (`CatalogError/notFound(_:)`) is the store's answer, not a failure, so it is
/// passed on rather than papered over with an old copy. Cache write failures are ignored: the answer is
/// still good, and the cache only has to be right, not complete.
public struct CachedShopCatalogRepository<Wrapped: ShopCatalogRepository>: ShopCatalogRepository {
    /// The folder inside the cache directory that holds the store's files.
    public static var subfolder: String { "itunes" }

    let wrapped: Wrapped
    let cache: DiskCache
    let lifetimes: ShopCacheLifetimes
    let now: @Sendable () -> Date
    let refresh: Bool

    /// Wraps a store repository.
    /// - Parameters:
    ///   - wrapped: the live store.
    ///   - cache: Marquee's cache directory, usually `CacheDirectory.resolve(…)`; files go in ``subfolder``.
    ///   - ttl: how long each kind of answer stays fresh.
    ///   - now: the clock; tests pass a fixed one.
    ///   - refresh: whether to ask the store even when a fresh answer is cached.
    public init(
        wrapping wrapped: Wrapped,
        cache: URL,
        ttl: ShopCacheLifetimes = .standard,
        now: @escaping @Sendable () -> Date = { Date() },
        refresh: Bool = false
    ) {
        self.wrapped = wrapped
        self.cache = DiskCache(directory: cache.appending(path: Self.subfolder, directoryHint: .isDirectory))
        self.lifetimes = ttl
        self.now = now
        self.refresh = refresh
    }

    /// The chart, from the cache when fresh or when the store fails.
    /// - Parameters:
    ///   - genre: the chart's genre, or `nil` for the overall chart.
    ///   - country: the storefront.
    ///   - limit: how many films, at most.
    /// - Returns: the films, labelled `.live` or `.cached(savedAt:)`.
    /// - Throws: the wrapped store's error when it fails and nothing is cached.
    public func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        try await cached(
            key: ShopCacheKey.chart(genre: genre, country: country, limit: limit), lifetime: lifetimes.charts,
            store: { $0.map(StoredMovie.init) }, restore: { $0.map(\.movie) },
            fetch: { () async throws(CatalogError) in
                try await wrapped.topMovies(in: genre, country: country, limit: limit)
            }
        )
    }

    /// Search results, from the cache when fresh or when the store fails.
    /// - Parameters:
    ///   - term: the user's words.
    ///   - country: the storefront.
    ///   - limit: how many films, at most.
    /// - Returns: the films, labelled `.live` or `.cached(savedAt:)`.
    /// - Throws: the wrapped store's error when it fails and nothing is cached.
    public func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        try await cached(
            key: ShopCacheKey.search(term: term, country: country, limit: limit), lifetime: lifetimes.searches,
            store: { $0.map(StoredMovie.init) }, restore: { $0.map(\.movie) },
            fetch: { () async throws(CatalogError) in try await wrapped.search(term, country: country, limit: limit) }
        )
    }

    /// A film's details, from the cache when fresh or when the store fails.
    /// - Parameters:
    ///   - id: the store id.
    ///   - country: the storefront.
    /// - Returns: the details, labelled `.live` or `.cached(savedAt:)`.
    /// - Throws: the wrapped store's error when it fails and nothing is cached, and always its
    ///   `CatalogError/notFound(_:)`.
    public func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        try await cached(
            key: ShopCacheKey.lookup(id: id, country: country), lifetime: lifetimes.lookups,
            store: StoredMovieDetails.init, restore: \.details,
            fetch: { () async throws(CatalogError) in try await wrapped.details(for: id, country: country) }
        )
    }

    /// The cache-or-store flow every question shares.
    /// - Parameters:
    ///   - key: the question's cache key.
    ///   - lifetime: how long its answer stays fresh.
    ///   - store: the answer in its disk shape.
    ///   - restore: the answer from its disk shape.
    ///   - fetch: asks the wrapped store.
    /// - Returns: the answer, from the cache when fresh, otherwise fetched.
    /// - Throws: the `CatalogError` the wrapped store throws when it must be asked.
    func cached<Value: Sendable, Stored: Codable & Sendable>(
        key: String,
        lifetime: TimeInterval,
        store: (Value) -> Stored,
        restore: (Stored) -> Value,
        fetch: () async throws(CatalogError) -> Sourced<Value>
    ) async throws(CatalogError) -> Sourced<Value> {
        let entry = cache.read(Stored.self, key: key)
        if !refresh, let entry, isFresh(entry.savedAt, lifetime: lifetime) {
            return Sourced(restore(entry.payload), source: .cached(savedAt: entry.savedAt))
        }
        do throws(CatalogError) {
            let answer = try await fetch()
            // Only a live answer is written: re-saving something served from another cache would reset its age.
            if answer.source == .live {
                try? cache.write(store(answer.value), key: key, savedAt: now())
            }
            return answer
        } catch {
            guard Self.fallsBack(from: error), let entry else { throw error }
            return Sourced(restore(entry.payload), source: .cached(savedAt: entry.savedAt))
        }
    }

    /// Fresh means saved within the lifetime; a date in the future (the clock went back) is not trusted.
    private func isFresh(_ savedAt: Date, lifetime: TimeInterval) -> Bool {
        let age = now().timeIntervalSince(savedAt)
        return age >= 0 && age < lifetime
    }

    /// Whether an error is a failure to answer (served from cache) rather than an answer (passed on).
    private static func fallsBack(from error: CatalogError) -> Bool {
        switch error {
        case .notFound, .noMatch: false
        case .unavailable, .offline, .timedOut, .rateLimited, .serviceFailed, .malformedResponse: true
        }
    }
}
