import Foundation
import MVIKitTestSupport
import MarqueeDomain
import Synchronization
import Testing

@testable import MarqueeData

/// What Marquee sends, when it sends it again, and what it says while a cold service wakes up.
struct FastAPIRecommenderRequestTests {
    private typealias Fixtures = RecommenderFixtures

    private static let answer = Fixtures.answer([Fixtures.card()])
    private static let reply = RecommenderReply(recommendations: [Fixtures.inception])

    private static func repository(
        _ transport: ScriptedTransport,
        timing: FastAPIRecommenderRepository.Timing = Fixtures.quiet
    ) -> FastAPIRecommenderRepository {
        FastAPIRecommenderRepository(endpoint: Fixtures.endpoint, transport: transport, timing: timing)
    }

    @Test("The first request is a JSON POST to /predict/ with the long cold-start deadline and one gateway retry")
    func firstRequestIsCold() async throws {
        let transport = ScriptedTransport([.reply(200, Self.answer)])
        #expect(try await Self.repository(transport).recommend(Fixtures.form) { _ in } == Self.reply)
        #expect(transport.sent == [Fixtures.request()])
        #expect(
            RetryPolicy.recommender
                == RetryPolicy(
                    maxAttempts: 2, baseDelay: .seconds(1), maxWait: .seconds(5), retryStatuses: [502, 503, 504],
                    retriesNetworkFailures: false))
    }

    @Test("Once the service has answered, later requests get the short warm deadline; a failure keeps it cold")
    func warmAfterAnAnswer() async throws {
        let transport = ScriptedTransport([
            .reply(503, ""), .reply(200, Self.answer), .reply(200, Self.answer),
        ])
        let repository = Self.repository(transport)
        await #expect(throws: RecommenderError.serviceFailed(status: 503, message: nil)) {
            try await repository.recommend(Fixtures.form) { _ in }
        }
        _ = try await repository.recommend(Fixtures.form) { _ in }
        _ = try await repository.recommend(Fixtures.form) { _ in }
        #expect(transport.sent == [Fixtures.request(), Fixtures.request(), Fixtures.request(deadline: .seconds(15))])
    }

    @Test("A 307 or 308 that still happens is followed once, with the same body, to its Location")
    func followsTemporaryRedirectsWithTheBody() async throws {
        for status in [307, 308] {
            let transport = ScriptedTransport([
                .reply(status, "", headers: ["Location": "/v2/predict/"]), .reply(200, Self.answer),
            ])
            #expect(try await Self.repository(transport).recommend(Fixtures.form) { _ in } == Self.reply)
            let moved = try #require(URL(string: "http://recommender.test/v2/predict/"))
            #expect(transport.sent == [Fixtures.request(), Fixtures.request(to: moved)])
        }
    }

    @Test(
        "A redirect that cannot be followed is reported with where it pointed",
        arguments: [
            (
                [ScriptedTransport.Step.reply(301, "", headers: ["Location": "https://recommender.test/predict/"])],
                "https://recommender.test/predict/"
            ),
            (
                [.reply(307, "", headers: ["Location": "ftp://recommender.test/predict/"])],
                "ftp://recommender.test/predict/"
            ),
            ([.reply(307, "")], ""),
            ([.reply(307, "", headers: ["Location": "/a/"]), .reply(307, "", headers: ["Location": "/b/"])], "/b/"),
        ]
    )
    func unfollowableRedirects(steps: [ScriptedTransport.Step], location: String) async {
        let transport = ScriptedTransport(steps)
        await #expect(throws: RecommenderError.redirected(location: location)) {
            try await Self.repository(transport).recommend(Fixtures.form) { _ in }
        }
        #expect(transport.sent.count == steps.count)
    }

    @Test("With no answer after the notice delay, progress hears 'waking up' once, before the answer")
    func reportsWakingUp() async throws {
        let gate = Gate(onCancel: .stopWaiting)
        let transport = ScriptedTransport([.reply(200, Self.answer, after: gate)])
        let timing = FastAPIRecommenderRepository.Timing(
            coldDeadline: .seconds(45), warmDeadline: .seconds(15), wakeUpNotice: .zero)
        let events = Mutex<[RecommenderProgress]>([])
        // The answer is held back until the notice has been heard, so the order is certain.
        let reply = try await Self.repository(transport, timing: timing).recommend(Fixtures.form) { event in
            events.withLock { $0.append(event) }
            gate.open()
        }
        #expect(reply == Self.reply)
        #expect(events.withLock { $0 } == [.wakingUp])
    }

    @Test("A quick answer reports no progress")
    func quickAnswerIsQuiet() async throws {
        let events = Mutex<[RecommenderProgress]>([])
        _ = try await Self.repository(ScriptedTransport([.reply(200, Self.answer)])).recommend(Fixtures.form) { event in
            events.withLock { $0.append(event) }
        }
        #expect(events.withLock { $0 }.isEmpty)
    }
}
