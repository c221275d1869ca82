import Foundation
import Testing

/// A slow, sleepy recommender, as the binary shows it: news on stderr while waiting, the answer on stdout.
@Suite("marquee recommend with a sleepy service", .serialized)
struct RecommendColdStartTests {
    private static let form = [
        "recommend", "--year", "2010", "--duration", "120", "--type", "movie", "--rating", "PG-13",
    ]

    @Test("After two seconds without an answer stderr says the recommender is waking up; the answer still comes")
    func wakingUpIsReported() throws {
        let server = try RecommenderFaultServer()
        defer { server.stop() }
        let home = try TemporaryHome()
        defer { home.remove() }
        let backend = server.scripted("delay2600-200")
        let run = try BinaryRun.run(Self.form + ["--backend", backend], home: home.url)
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "marquee: waking up the recommender at \(backend)… (a sleeping free-tier host can take about "
                + "30 seconds)\n")
        #expect(run.stdout.contains("Answered by the recommender service at \(backend).\n\n1. Inception (2010)\n"))
    }

    @Test("A gateway error is retried once, quietly, and the second answer is printed")
    func gatewayErrorIsRetried() throws {
        let server = try RecommenderFaultServer()
        defer { server.stop() }
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(Self.form + ["--backend", server.scripted("502,200")], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("1. Inception (2010)"))
    }
}
