import Foundation
import Testing

/// The feed's order against the scores it shows, on the built binary.
struct FeedOrderEndToEndTests {
    @Test("On a first run every pick ranked above a better score says it moved up for variety; the rest are in order")
    func orderMatchesScoresOrSaysWhy() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["feed", "--json"], home: home.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let picks = try #require(document["picks"] as? [[String: Any]])
        let scores = picks.compactMap { $0["score"] as? Double }
        let moved = picks.map { pick in
            (pick["reasons"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "movedUpForVariety" }
        }

        #expect(run.status == 0)
        #expect(scores.count == picks.count)
        let outOfOrder = scores.indices.map { index in scores[(index + 1)...].contains { $0 > scores[index] } }
        #expect(moved == outOfOrder, "a pick says it moved up exactly when a better score comes after it")
        #expect(outOfOrder.contains(true), "the first run's variety step does move films, so this checks something")
    }

    @Test("The feed says in words, English and German, why The Empire Strikes Back stands above Forrest Gump")
    func feedSaysWhy() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let english = try BinaryRun.run(["feed"], home: home.url)
        let german = try BinaryRun.run(["feed", "--lang", "de"], home: home.url)

        let empire = try #require(
            english.stdout.components(separatedBy: "\n\n").first { $0.contains("The Empire Strikes Back") })
        #expect(
            empire.split(separator: "\n").filter { $0.hasPrefix("   ") }.dropFirst(2).map(String.init) == [
                "   Why: Moved up for variety: another film from the 1990s would repeat",
                "        Critic favorite (weighted 8.6)",
                "   id tt0080684",
            ])
        #expect(
            german.stdout.contains("Für Abwechslung vorgezogen: ein weiterer Film der 1990er wäre eine Wiederholung"))
    }
}
