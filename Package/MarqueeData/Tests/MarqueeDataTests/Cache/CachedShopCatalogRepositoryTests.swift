import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeData

@Suite struct CachedShopCatalogRepositoryTests {
    private static let saved = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private static let hour: TimeInterval = 3_600
    private static let old = [Movie(id: MovieID("itunes:1"), title: "Old", year: 2020)]
    private static let wonka = MovieID("itunes:1714948342")
    private static let new = [Movie(id: MovieID("itunes:2"), title: "New", year: 2024, genres: [.drama])]

    private func repository<Wrapped: ShopCatalogRepository>(
        _ wrapped: Wrapped, _ directory: URL, at date: Date, refresh: Bool = false
    ) -> CachedShopCatalogRepository<Wrapped> {
        CachedShopCatalogRepository(wrapping: wrapped, cache: directory, now: { date }, refresh: refresh)
    }

    /// Caches the overall US chart as if it had been fetched live at `date`.
    private func seedChart(_ movies: [Movie], in directory: URL, at date: Date = saved) async throws {
        let store = ScriptedShop(.movies(Sourced(movies, source: .live)))
        _ = try await repository(store, directory, at: date).topMovies(in: nil, country: "us", limit: 10)
    }

    /// Caches Wonka's details as if they had been looked up live at `saved`.
    private func seedDetails(in directory: URL) async throws -> MovieDetails {
        let details = try RSSExpected.wonkaDetails()
        let store = ScriptedShop(.details(Sourced(details, source: .live)))
        _ = try await repository(store, directory, at: Self.saved).details(for: Self.wonka, country: "us")
        return details
    }

    @Test("A fresh entry is served from disk, labelled with its age, without touching the store")
    func freshWithinTTL() async throws {
        try await TemporaryDirectory.with { directory in
            try await seedChart(Self.old, in: directory)

            let chart = try await repository(UnimplementedShop(), directory, at: Self.saved + 6 * Self.hour - 1)
                .topMovies(in: nil, country: "US", limit: 10)

            #expect(chart == Sourced(Self.old, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test("A stale entry asks the store, and the live answer is returned and written through")
    func staleWritesThrough() async throws {
        try await TemporaryDirectory.with { directory in
            try await seedChart(Self.old, in: directory)
            let later = Self.saved + 6 * Self.hour
            let store = ScriptedShop(.movies(Sourced(Self.new, source: .live)))

            let chart = try await repository(store, directory, at: later).topMovies(in: nil, country: "us", limit: 10)
            let reread = try await repository(UnimplementedShop(), directory, at: later + 1)
                .topMovies(in: nil, country: "us", limit: 10)

            #expect(chart == Sourced(Self.new, source: .live))
            #expect(reread == Sourced(Self.new, source: .cached(savedAt: later)))
        }
    }

    @Test(
        "When the store fails, the last good answer is served however old, labelled with when it was fetched",
        arguments: [
            CatalogError.offline(reason: .other("Connection refused")), .timedOut, .rateLimited(retryAfterSeconds: 60),
            .serviceFailed(status: 503), .malformedResponse(reason: "feed: missing key 'feed'"),
            .unavailable(reason: "the request was cancelled"),
        ])
    func failureServesCached(error: CatalogError) async throws {
        try await TemporaryDirectory.with { directory in
            try await seedChart(Self.old, in: directory)

            let chart = try await repository(
                ScriptedShop(.failure(error)), directory, at: Self.saved + 30 * 24 * Self.hour
            )
            .topMovies(in: nil, country: "us", limit: 10)

            #expect(chart == Sourced(Self.old, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test(
        "When the store fails and nothing is cached, the store's original error is rethrown",
        arguments: [
            CatalogError.offline(reason: .other("Connection refused")), .timedOut, .rateLimited(retryAfterSeconds: nil),
            .serviceFailed(status: 500), .malformedResponse(reason: "results[0].trackId: expected Int"),
        ])
    func failureWithoutCacheRethrows(error: CatalogError) async throws {
        try await TemporaryDirectory.with { directory in
            let cached = repository(ScriptedShop(.failure(error)), directory, at: Self.saved)

            await #expect(throws: error) { try await cached.search("dune", country: "us", limit: 5) }
        }
    }

    @Test("Refresh asks the store even when the entry is fresh")
    func refreshBypassesTTL() async throws {
        try await TemporaryDirectory.with { directory in
            try await seedChart(Self.old, in: directory)
            let store = ScriptedShop(.movies(Sourced(Self.new, source: .live)))

            let chart = try await repository(store, directory, at: Self.saved + 60, refresh: true)
                .topMovies(in: nil, country: "us", limit: 10)

            #expect(chart == Sourced(Self.new, source: .live))
            #expect(store.callCount == 1)
        }
    }

    @Test("Refresh still falls back to the cached answer when the store fails")
    func refreshFailureFallsBack() async throws {
        try await TemporaryDirectory.with { directory in
            try await seedChart(Self.old, in: directory)
            let store = ScriptedShop(.failure(.offline(reason: .other("no network"))))

            let chart = try await repository(store, directory, at: Self.saved + 60, refresh: true)
                .topMovies(in: nil, country: "us", limit: 10)

            #expect(chart == Sourced(Self.old, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test("The store saying a film does not exist is passed on, not hidden behind an old copy")
    func notFoundIsAnAnswer() async throws {
        try await TemporaryDirectory.with { directory in
            _ = try await seedDetails(in: directory)
            let week = 7 * 24 * Self.hour
            let cached = repository(ScriptedShop(.failure(.notFound(Self.wonka))), directory, at: Self.saved + week)

            await #expect(throws: CatalogError.notFound(Self.wonka)) {
                try await cached.details(for: Self.wonka, country: "us")
            }
        }
    }

    @Test("Details survive the disk whole, and stay fresh for seven days")
    func detailsCachedForAWeek() async throws {
        try await TemporaryDirectory.with { directory in
            let details = try await seedDetails(in: directory)

            let reread = try await repository(UnimplementedShop(), directory, at: Self.saved + 7 * 24 * Self.hour - 1)
                .details(for: Self.wonka, country: "us")

            #expect(reread == Sourced(details, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test("An answer the store itself served from a cache is returned but not written again")
    func cachedAnswersAreNotRewritten() async throws {
        try await TemporaryDirectory.with { directory in
            let earlier = Sourced(Self.new, source: .cached(savedAt: Self.saved - Self.hour))
            let store = ScriptedShop(.movies(earlier))

            let chart = try await repository(store, directory, at: Self.saved).topMovies(
                in: nil, country: "us", limit: 10)

            #expect(chart == earlier)
            #expect(
                !FileManager.default.fileExists(atPath: directory.appending(path: "itunes").path(percentEncoded: false))
            )
        }
    }

    @Test("Different questions use different entries: another genre, country or limit asks the store")
    func keysSeparateQuestions() async throws {
        try await TemporaryDirectory.with { directory in
            try await seedChart(Self.old, in: directory)
            let store = ScriptedShop(
                .movies(Sourced(Self.new, source: .live)), .movies(Sourced(Self.new, source: .live)),
                .movies(Sourced(Self.new, source: .live)))
            let cached = repository(store, directory, at: Self.saved + 1)

            _ = try await cached.topMovies(in: .drama, country: "us", limit: 10)
            _ = try await cached.topMovies(in: nil, country: "gb", limit: 10)
            _ = try await cached.topMovies(in: nil, country: "us", limit: 25)

            #expect(store.callCount == 3)
        }
    }

    @Test("A search is served from the cache whatever the case and surrounding spaces of the words")
    func searchKeyIgnoresCase() async throws {
        try await TemporaryDirectory.with { directory in
            _ = try await repository(
                ScriptedShop(.movies(Sourced(Self.new, source: .live))), directory, at: Self.saved
            )
            .search("Dark Knight", country: "us", limit: 10)

            let results = try await repository(UnimplementedShop(), directory, at: Self.saved + 1)
                .search("  dark knight ", country: "us", limit: 10)

            #expect(results == Sourced(Self.new, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test("A match, and the absence of one, is cached under the folded title and year")
    func matchesAreCached() async throws {
        try await TemporaryDirectory.with { directory in
            let details = try RSSExpected.wonkaDetails()
            let store = ScriptedShop(.match(Sourced(details, source: .live)), .match(Sourced(nil, source: .live)))
            let live = repository(store, directory, at: Self.saved)
            _ = try await live.match(title: "Wonka", year: 2023, country: "us")
            _ = try await live.match(title: "Nothing Like It", year: 1999, country: "us")

            let cached = repository(UnimplementedShop(), directory, at: Self.saved + 24 * Self.hour)
            let found = try await cached.match(title: "WONKA!", year: 2023, country: "us")
            let missing = try await cached.match(title: "nothing like it", year: 1999, country: "us")

            #expect(found == Sourced<MovieDetails?>(details, source: .cached(savedAt: Self.saved)))
            #expect(missing == Sourced(nil, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test("A corrupt cache file is ignored, and the next live answer replaces it")
    func corruptEntryReplaced() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory.appending(path: "itunes"))
            let file = cache.fileURL(for: ShopCacheKey.chart(genre: nil, country: "us", limit: 10))
            try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
            try Data("\u{0}garbage".utf8).write(to: file)

            let chart = try await repository(
                ScriptedShop(.movies(Sourced(Self.new, source: .live))), directory, at: Self.saved
            )
            .topMovies(in: nil, country: "us", limit: 10)
            let reread = try await repository(UnimplementedShop(), directory, at: Self.saved + 1)
                .topMovies(in: nil, country: "us", limit: 10)

            #expect(chart == Sourced(Self.new, source: .live))
            #expect(reread == Sourced(Self.new, source: .cached(savedAt: Self.saved)))
        }
    }

    @Test("A corrupt cache file with a failing store rethrows the store's error")
    func corruptEntryWithFailure() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory.appending(path: "itunes"))
            try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: cache.fileURL(for: ShopCacheKey.chart(genre: nil, country: "us", limit: 10)))
            let cached = repository(ScriptedShop(.failure(.timedOut)), directory, at: Self.saved)

            await #expect(throws: CatalogError.timedOut) {
                try await cached.topMovies(in: nil, country: "us", limit: 10)
            }
        }
    }

    @Test("The standard lifetimes are six hours for charts and searches, seven days for lookups and matches")
    func standardLifetimes() {
        #expect(
            ShopCacheLifetimes.standard
                == ShopCacheLifetimes(charts: 21_600, searches: 21_600, lookups: 604_800, matches: 604_800))
    }
}
