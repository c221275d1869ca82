import Foundation
import MarqueeDomain
import Synchronization
import Testing

@testable import MarqueeData

/// The client over the real transport against `Scripts/recommender-fault-server.py`: cold starts, gateway errors,
/// deadlines, refused connections and redirects, over real sockets.
@Suite(.serialized)
struct RecommenderFaultServerTests {
    private typealias Fixtures = RecommenderFixtures

    private static func repository(_ base: String, timing: FastAPIRecommenderRepository.Timing) throws
        -> FastAPIRecommenderRepository
    {
        let endpoint = RecommenderEndpoint(baseURL: try #require(URL(string: base)))
        return FastAPIRecommenderRepository(endpoint: endpoint, transport: CurlTransport(), timing: timing)
    }

    private static func timing(cold: Duration = .seconds(10), notice: Duration = .seconds(3600))
        -> FastAPIRecommenderRepository.Timing
    {
        .init(coldDeadline: cold, warmDeadline: .seconds(5), wakeUpNotice: notice)
    }

    private static func summaries(_ reply: RecommenderReply) -> [String?] { reply.recommendations.map(\.film.summary) }

    @Test("A slow first answer reports 'waking up', its 502 is retried once, and the second call's answer is used")
    func coldStartThenGatewayErrorThenSuccess() async throws {
        try await LocalServer.faultServer { server in
            let key = "cold-\(UUID().uuidString)"
            let repository = try Self.repository(
                server.url("/script/\(key)/delay1500-502,200"), timing: Self.timing(notice: .milliseconds(300)))
            let events = Mutex<[RecommenderProgress]>([])
            let reply = try await repository.recommend(Fixtures.form) { event in events.withLock { $0.append(event) } }
            #expect(Self.summaries(reply) == ["Call 2 for \(key)."])
            #expect(events.withLock { $0 } == [.wakingUp])
        }
    }

    @Test("A gateway error is retried exactly once: two 502s are the error, and the next call is the third")
    func retriesOnlyOnce() async throws {
        try await LocalServer.faultServer { server in
            let key = "twice-\(UUID().uuidString)"
            let repository = try Self.repository(server.url("/script/\(key)/502,502,200"), timing: Self.timing())
            await #expect(throws: RecommenderError.serviceFailed(status: 502, message: nil)) {
                try await repository.recommend(Fixtures.form) { _ in }
            }
            #expect(Self.summaries(try await repository.recommend(Fixtures.form) { _ in }) == ["Call 3 for \(key)."])
        }
    }

    @Test("A first answer slower than the cold deadline is a time-out naming the deadline")
    func coldDeadline() async throws {
        try await LocalServer.faultServer { server in
            let repository = try Self.repository(
                server.url("/script/slow-\(UUID().uuidString)/delay3000-200"), timing: Self.timing(cold: .seconds(1)))
            await #expect(throws: RecommenderError.timedOut(seconds: 1)) {
                try await repository.recommend(Fixtures.form) { _ in }
            }
        }
    }

    @Test("The service's own error body survives the real transport")
    func errorBodyOverTheWire() async throws {
        try await LocalServer.faultServer { server in
            let repository = try Self.repository(
                server.url("/script/e-\(UUID().uuidString)/500"), timing: Self.timing())
            await #expect(throws: RecommenderError.serviceFailed(status: 500, message: "Scripted failure 500.")) {
                try await repository.recommend(Fixtures.form) { _ in }
            }
        }
    }

    @Test("A service that is not running is offline at once, without a retry")
    func refusedConnection() async throws {
        let repository = try Self.repository("http://127.0.0.1:\(try LocalServer.freePort())", timing: Self.timing())
        do throws(RecommenderError) {
            _ = try await repository.recommend(Fixtures.form) { _ in }
            Issue.record("expected the request to fail")
        } catch {
            guard case .offline = error else {
                Issue.record("expected offline, got \(error)")
                return
            }
        }
    }

    @Test("A 307 or 308 from the service does not lose the POST body: the form arrives where it points")
    func redirectKeepsTheBody() async throws {
        try await LocalServer.faultServer { server in
            for status in [307, 308] {
                let repository = try Self.repository(server.url("/moved/\(status)/echo"), timing: Self.timing())
                // CurlTransport follows the 307/308 with the POST's body; the repository's own re-POST to the
                // Location covers a transport that hands the redirect back.
                let reply = try await repository.recommend(Fixtures.form) { _ in }
                #expect(
                    Self.summaries(reply) == ["Received release_year=2010 duration_text=120 type=Movie rating=PG-13."])
            }
        }
    }
}
