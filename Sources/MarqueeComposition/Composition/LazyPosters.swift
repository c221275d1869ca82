import Foundation
import MarqueeData
import MarqueeDomain
import Synchronization

/// The live posters, `CachedPosterRepository(ITunesPosterRepository(RateLimitedTransport(URLSession…)))`, built on
/// the first question, so commands that show no poster start as fast as before.
final class LazyPosters: PosterRepository {
    private let build: @Sendable () -> any PosterRepository
    private let built = Mutex<(any PosterRepository)?>(nil)

    /// Posters fetched with the store's HTTP settings (`MARQUEE_HTTP_TIMEOUT_MS`, `MARQUEE_HTTP_ATTEMPTS`) and
    /// cached in `CacheDirectory.resolve(environment:home:)`, beside the store's answers.
    init(environment: [String: String], home: String) {
        build = {
            let settings = HTTPSettings(environment: environment)
            let transport = RateLimitedTransport(base: URLSessionTransport(), limiter: RequestRateLimiter.iTunes())
            return CachedPosterRepository(
                wrapping: ITunesPosterRepository(
                    transport: transport, retry: settings.retry, deadline: settings.deadline),
                cache: CacheDirectory.resolve(environment: environment, home: home))
        }
    }

    func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data {
        let repository = built.withLock { built in
            if let built { return built }
            let repository = build()
            built = repository
            return repository
        }
        return try await repository.poster(at: url, format: format)
    }
}
