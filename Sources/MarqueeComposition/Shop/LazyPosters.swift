import Foundation
import MarqueeData
import MarqueeDomain
import Synchronization

/// The live posters, `CachedPosterRepository(ITunesPosterRepository(RateLimitedTransport(CurlTransport…)))`, built on
/// the first question, so commands that show no poster start as fast as before.
final class LazyPosters: PosterRepository {
    private let build: @Sendable () -> any PosterRepository
    private let built = Mutex<(any PosterRepository)?>(nil)

    /// Posters fetched with the store's HTTP settings and cached beside the store's answers.
    /// - Parameter settings: the HTTP patience and the cache folder.
    init(_ settings: AppSettings) {
        build = {
            let transport = RateLimitedTransport(base: CurlTransport(), limiter: RequestRateLimiter.iTunes())
            return CachedPosterRepository(
                wrapping: ITunesPosterRepository(
                    transport: transport, retry: settings.http.retry, deadline: settings.http.deadline),
                cache: settings.cacheDirectory)
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
