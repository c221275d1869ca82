import Foundation
import Testing

/// CONTRACT: the `marquee` binary against the real reference service (`Scripts/serve-recommender`).
///
/// Skipped, loudly, only when the service's virtualenv cannot be built because PyPI is unreachable.
@Suite("marquee recommend against the reference service", .serialized)
struct RecommendContractTests {
    private static let form = [
        "recommend", "--year", "2010", "--duration", "120", "--type", "movie", "--rating", "PG-13",
    ]

    private static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRun {
        let home = try TemporaryHome()
        defer { home.remove() }
        return try BinaryRun.run(arguments, home: home.url, environment: environment)
    }

    /// The numbered titles of a text answer, such as `1. Inception (2010)`.
    private static func titles(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.first?.isNumber == true && $0.contains(". ") }
    }

    @Test("--backend prints the service's five picks, labelled as the service, each a catalog film with its score")
    func servicePicksArePrinted() async throws {
        let service = try await ReferenceRecommender()
        defer { service.stop() }
        let run = try Self.run(Self.form + ["--backend", service.url])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(2) == [
                "Picks for a movie from 2010, 2h 00m, rated PG-13",
                "Answered by the recommender service at \(service.url).",
            ])
        #expect(Self.titles(run.stdout).count == 5)
        #expect(lines.filter { $0.contains("Why: The recommender's match: ") }.count == 5)
        #expect(lines.filter { $0.hasPrefix("   id tt") }.count == 5)

        let variable = try Self.run(Self.form, environment: ["MARQUEE_RECOMMENDER_URL": service.url])
        #expect(variable.stdout == run.stdout)
    }

    @Test("The JSON answer carries the service's words beside the catalog film for every pick")
    func serviceJSON() async throws {
        let service = try await ReferenceRecommender()
        defer { service.stop() }
        let run = try Self.run(Self.form + ["--backend", service.url, "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["answeredBy"] as? String == "service")
        #expect(document["backend"] as? String == service.url)
        let picks = try #require(document["picks"] as? [[String: Any]])
        #expect(picks.count == 5)
        for pick in picks {
            let words = try #require(pick["service"] as? [String: Any])
            let movie = try #require(pick["movie"] as? [String: Any])
            #expect(words["title"] as? String == movie["title"] as? String)
            #expect(words["posterURL"] is NSNull)
            #expect(pick["engine"] as? String == "service")
        }
    }

    @Test("Once the service stops, the same command is answered by a labelled local fallback with exit 0")
    func stoppedServiceFallsBack() async throws {
        let service = try await ReferenceRecommender()
        let first = try Self.run(Self.form + ["--backend", service.url])
        #expect(first.stdout.contains("Answered by the recommender service at \(service.url)."))
        service.stop()

        let second = try Self.run(Self.form + ["--backend", service.url])
        #expect(second.status == 0)
        #expect(
            second.stdout.contains(
                "Local fallback because the recommender at \(service.url) failed: it could not be reached ("))
        #expect(Self.titles(second.stdout).count == 5)
        #expect(second.stdout.hasSuffix(LocalAnswer.readmePicks))

        let strict = try Self.run(Self.form + ["--backend", service.url, "--no-fallback"])
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
    }
}
