import Foundation
import Testing

/// `marquee together` run as the built binary, with two hand-made Letterboxd exports and a temporary data folder.
struct TogetherEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures/together")
    /// Ana's ratings: Heat and The Godfather liked, Toy Story panned.
    static let ana = fixtures.appending(path: "ana/ratings.csv").path
    /// Ben's export folder: Spirited Away and My Neighbor Totoro liked, Amélie watched.
    static let ben = fixtures.appending(path: "ben").path
    /// Films a member liked, passed or watched: none may be picked.
    static let excluded: Set<String> = [
        "tt0113277", "tt0068646", "tt0114709", "ml:5618", "tt0096283", "tt0211915",
    ]

    @Test("Two exports give picks for the three of you, each with every person's reasons, none seen or passed")
    func text() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try BinaryRun.run(["together", Self.ana, Self.ben, "--limit", "5"], home: home.url)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("Picks for you and ana, ben\n"))
        let cards = run.stdout.components(separatedBy: "\n\n").filter { $0.contains("   id ") }
        #expect(cards.count == 5)
        for card in cards {
            #expect(card.contains("You: ") && card.contains(" · ana: ") && card.contains(" · ben: "))
        }
        #expect(Self.excluded.filter { run.stdout.contains("id \($0)") }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.url.appending(path: "profile.json").path))
    }

    @Test("--json is marquee.together/1: you first, then ana and ben, and three fits a pick")
    func json() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try BinaryRun.run(["together", Self.ana, Self.ben, "--json"], home: home.url)

        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "marquee.together/1")
        let members = try #require(document["members"] as? [[String: Any]])
        #expect(members.map { $0["you"] as? Bool } == [true, false, false])
        #expect(members.map { $0["name"] as? String } == [nil, "ana", "ben"])
        #expect(document["tastesDiverge"] is Bool)
        let picks = try #require(document["picks"] as? [[String: Any]])
        #expect(picks.count == 10)
        let ids = picks.compactMap { ($0["movie"] as? [String: Any])?["id"] as? String }
        #expect(ids.count == 10 && Self.excluded.isDisjoint(with: ids))
        #expect(picks.allSatisfy { ($0["fits"] as? [Any])?.count == 3 })
    }

    @Test("A broken file fails naming the file and its line, exit 1, and --save keeps nothing")
    func badFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let broken = Self.fixtures.appending(path: "broken.csv").path

        let run = try BinaryRun.run(["together", Self.ana, broken], home: home.url)
        let save = try BinaryRun.run(["together", "--save", "cleo", broken], home: home.url)

        for each in [run, save] {
            #expect(each.status == 1)
            #expect(each.stdout.isEmpty)
            #expect(each.stderr.contains(broken) && each.stderr.contains("line 2"))
        }
        #expect(!FileManager.default.fileExists(atPath: home.url.appending(path: "together/cleo").path))
    }

    @Test("--save keeps an export under a name, and the name then picks as the file did")
    func saveThenUse() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let byFile = try BinaryRun.run(["together", Self.ben, "--json"], home: home.url)

        let save = try BinaryRun.run(["together", "--save", "ben", Self.ben], home: home.url)
        let byName = try BinaryRun.run(["together", "ben", "--json"], home: home.url)

        #expect(save.status == 0)
        #expect(save.stdout == "Saved ben. Pick with them: marquee together ben\n")
        #expect(byName.status == 0)
        #expect(byName.stdout == byFile.stdout)
        let link = try BinaryRun.run(["open", "marquee://together?with=ben", "--json"], home: home.url)
        #expect(link.stdout == byFile.stdout)
    }
}
