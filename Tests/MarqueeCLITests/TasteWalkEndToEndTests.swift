import Foundation
import Testing

/// The taste walk through the built binary: a new user who picks genres and reacts to eleven films.
@Suite("A feed that gets better with every reaction, end to end")
struct TasteWalkEndToEndTests {
    /// The walk as a new user typed it.
    private static let reactions: [[String]] = [
        ["onboard", "--genres", "Sci-Fi,Thriller,Animation"],
        ["like", "tt0078748"], ["like", "tt0090605"], ["like", "tt0083658"], ["like", "tt0062622"],
        ["like", "tt0910970"],
        ["save", "tt0816692"], ["save", "tt0470752"], ["save", "tt1375666"],
        ["pass", "tt1117563"], ["pass", "tt3139072"], ["pass", "tt0073195"],
    ]

    /// What a film fan reads as the score: the critic average from 5 or more reviews, else the audience's.
    private static func readScore(_ movie: [String: Any]) -> Double? {
        if let critic = movie["criticScore"] as? Double, (movie["reviewCount"] as? Int ?? 0) >= 5 { return critic }
        if let audience = movie["audience"] as? [String: Any], let mean = audience["mean"] as? Double {
            return mean * 2
        }
        return nil
    }

    @Test("After the walk, every one of the top 10 scores 6/10 or more and carries at most three reasons")
    func walk() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        for arguments in Self.reactions {
            let run = try BinaryRun.run(arguments, home: home.url)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }

        let run = try BinaryRun.run(["feed", "-n", "10", "--json"], home: home.url)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let picks = try #require(document["picks"] as? [[String: Any]])
        #expect(picks.count == 10)
        let passed: Set<String> = ["tt1117563", "tt3139072", "tt0073195"]
        for pick in picks {
            let movie = try #require(pick["movie"] as? [String: Any])
            let title = movie["title"] as? String ?? "?"
            let score = try #require(Self.readScore(movie), "\(title) has no readable score")
            #expect(score >= 6, "\(title) scores \(score)")
            // Up to three of the score's reasons, and the variety step's when it moved the pick up (no points).
            let reasons = try #require(pick["reasons"] as? [[String: Any]]).filter {
                $0["kind"] as? String != "movedUpForVariety"
            }
            #expect((1...3).contains(reasons.count), "\(title) has \(reasons.count) reasons")
            #expect(!passed.contains(movie["id"] as? String ?? ""))
        }
    }

    @Test("One like does not take over an unrelated question: \"movies like Up\" answers with Up's kind of film")
    func oneLikeDoesNotTakeOverAsk() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        #expect(try BinaryRun.run(["like", "tt0068646"], home: home.url).status == 0)

        let run = try BinaryRun.run(["ask", "movies like Up", "--limit", "3", "--json"], home: home.url)

        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let picks = try #require(document["picks"] as? [[String: Any]])
        let titles = picks.compactMap { ($0["movie"] as? [String: Any])?["title"] as? String }
        #expect(!titles.contains("The Godfather Part II"))
        #expect(titles.first != nil)
        let genres = picks.compactMap { ($0["movie"] as? [String: Any])?["genres"] as? [String] }
        #expect(genres.allSatisfy { $0.contains("Animation") })
    }
}
