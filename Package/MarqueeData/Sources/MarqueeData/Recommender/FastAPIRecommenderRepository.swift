import Foundation
import MarqueeDomain
import Synchronization

/// The form mode's recommender: CinemaScopeAI's FastAPI contract (`POST {base}/predict/`) over any transport.
///
/// Built for how the real service behaves:
/// - **Cold start.** A free-tier host sleeps, and its first answer can take about 30 s. Until a request has been
///   answered, requests get ``Timing/coldDeadline``; after that, ``Timing/warmDeadline``. With no answer after
///   ``Timing/wakeUpNotice``, `progress` hears `RecommenderProgress/wakingUp`. A gateway's 502, 503 or 504 is
///   retried once.
/// - **Redirects.** The request goes to `/predict/` exactly. If the service still answers 307 or 308, the body is
///   sent again to the `Location`, once; other redirects are reported as `RecommenderError/redirected(location:)`.
/// - **Errors.** Every failure is a `RecommenderError`; transport failures are converted here and nowhere else,
///   and error bodies are read by `RecommenderResponseMapper`.
public struct FastAPIRecommenderRepository: RecommenderRepository {
    /// The deadlines and the wait before reporting a cold start.
    public struct Timing: Hashable, Sendable {
        /// The deadline of each attempt until the service has answered once.
        public var coldDeadline: Duration
        /// The deadline of each attempt once the service has answered.
        public var warmDeadline: Duration
        /// How long without an answer before reporting `RecommenderProgress/wakingUp`.
        public var wakeUpNotice: Duration

        /// Creates timings.
        public init(coldDeadline: Duration, warmDeadline: Duration, wakeUpNotice: Duration) {
            self.coldDeadline = coldDeadline
            self.warmDeadline = warmDeadline
            self.wakeUpNotice = wakeUpNotice
        }

        /// 45 s while cold (a Render free-tier start takes about 30 s), 15 s once warm, news after 2 s.
        public static let standard = Timing(
            coldDeadline: .seconds(45), warmDeadline: .seconds(15), wakeUpNotice: .seconds(2))
    }

    /// The largest answer read; five cards are a few kilobytes.
    static let maxResponseBytes = 1 << 20

    private let endpoint: RecommenderEndpoint
    private let transport: any HTTPTransport
    private let timing: Timing
    private let warm = Warmth()

    /// Creates a repository.
    /// - Parameters:
    ///   - endpoint: where the service lives.
    ///   - transport: how requests are sent.
    ///   - timing: deadlines and the cold-start notice.
    public init(endpoint: RecommenderEndpoint, transport: any HTTPTransport, timing: Timing = .standard) {
        self.endpoint = endpoint
        self.transport = transport
        self.timing = timing
    }

    /// Asks the service for recommendations.
    /// - Parameters:
    ///   - form: the checked form.
    ///   - progress: hears `RecommenderProgress/wakingUp` when the answer is slow.
    /// - Returns: the valid cards and how many were dropped.
    /// - Throws: `RecommenderError` for every failure.
    public func recommend(
        _ form: RecommendationForm,
        progress: @escaping @Sendable (RecommenderProgress) -> Void
    ) async throws(RecommenderError) -> RecommenderReply {
        let notice = WakeUpNotice(after: timing.wakeUpNotice, progress: progress)
        defer { notice.finish() }
        var response = try await send(to: endpoint.predictURL, form: form)
        if [307, 308].contains(response.status), let target = location(of: response) {
            response = try await send(to: target, form: form)
        }
        switch response.status {
        case 200..<300:
            let reply = try RecommenderResponseMapper.reply(from: response)
            warm.mark()
            return reply
        case 300..<400:
            throw .redirected(location: response.headers["location"] ?? "")
        default:
            throw RecommenderResponseMapper.error(from: response)
        }
    }

    private func send(to url: URL, form: RecommendationForm) async throws(RecommenderError) -> HTTPResponse {
        let request = HTTPRequest(
            method: "POST",
            url: url,
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: PredictRequestMapper.body(for: form),
            deadline: warm.isWarm ? timing.warmDeadline : timing.coldDeadline,
            retry: .recommender,
            maxResponseBytes: Self.maxResponseBytes
        )
        do {
            return try await transport.send(request)
        } catch {
            throw RecommenderError(error)
        }
    }

    /// Where a redirect points, resolved against the request URL; only `http` and `https` are followed.
    private func location(of response: HTTPResponse) -> URL? {
        guard let text = response.headers["location"],
            let url = URL(string: text, relativeTo: endpoint.predictURL)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { return nil }
        return url
    }

    /// Whether the service has answered once; shared by copies of the repository.
    private final class Warmth: Sendable {
        private let state = Mutex(false)

        var isWarm: Bool { state.withLock { $0 } }

        func mark() { state.withLock { $0 = true } }
    }
}
