import Foundation
import Testing

/// The classes of search requests people write, and reacting by title, through the built binary on the
/// bundled catalog: each test names a class and checks the films `search --json` lists first.
@Suite("Search readings, end to end")
struct SearchReadingsEndToEndTests {
    /// The ids of the first `count` results of `marquee search <query> --json`.
    private func ids(_ query: String, _ count: Int) throws -> [String] {
        try results(query, count).compactMap { ($0["movie"] as? [String: Any])?["id"] as? String }
    }

    private func results(_ query: String, _ count: Int) throws -> [[String: Any]] {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["search", query, "--json", "--limit", String(count)], home: home.url)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(document["results"] as? [[String: Any]])
    }

    @Test(
        "A year beside a title, bare, in brackets or before it, picks that year's film (class 1)",
        arguments: [
            ("alien 1979", "tt0078748"), ("psycho (1960)", "tt0054215"), ("1982 the thing", "tt0084787"),
            ("heat 1995", "tt0113277"),
        ])
    func year(query: String, id: String) throws {
        #expect(try ids(query, 1) == [id])
    }

    @Test("Two typos in a long word, initials, and a person with a title word find the film (classes 4, 7, 2)")
    func wordClasses() throws {
        #expect(try ids("shawshenk redemtion", 1) == ["tt0111161"])
        #expect(try ids("tgtbatu", 1) == ["tt0060196"])
        #expect(try Set(ids("lotr", 3)) == ["tt0120737", "tt0167261", "tt0167260"])
        #expect(try ids("spielberg jaws", 1) == ["tt0073195"])
        #expect(try ids("nolan memento", 1) == ["tt0209144"])
    }

    @Test("Names written together or apart find the person (class 3)")
    func respacedNames() throws {
        #expect(try ids("deniro", 5) == ids("de niro", 5))
        #expect(try ids("mc queen", 5) == ids("mcqueen", 5))
        #expect(try ids("deniro", 1) != [])
    }

    @Test("'<series> N' is the N-th film in release order; a bare series lists in release order (classes 5, 6)")
    func series() throws {
        #expect(try ids("alien 2", 1) == ["tt0090605"])
        #expect(try ids("the matrix 2", 1) == ["tt0234215"])
        #expect(try ids("terminator", 2) == ["tt0088247", "tt0103064"])
    }

    @Test("A director's surname lists films they directed first (class 8)")
    func directorsOwn() throws {
        let found = try results("kubrick", 3)
        #expect(found.map { $0["match"] as? String } == ["directorsFilm", "directorsFilm", "directorsFilm"])
    }

    @Test("Whole words come first: a given name beside a title word, a surname alone, a director before 'Manny'")
    func wholeWordsFirst() throws {
        #expect(try ids("list steven", 1) == ["tt0108052"])
        #expect(try ids("julia hill", 1) == ["tt0125439"])
        let mann = try results("mann", 3)
        #expect(mann.map { $0["match"] as? String } == ["directorsFilm", "directorsFilm", "directorsFilm"])
        let leven = try results("leven", 1)
        #expect(leven.map { $0["match"] as? String } == ["surname"])
        #expect(try ids("leven", 1) == ["tt0112883"])
    }

    @Test("Reacting by title reads a year as search does: 'Heat (1995)' and 'heat 1995' like tt0113277")
    func likeByTitleAndYear() throws {
        for arguments in [["like", "Heat (1995)"], ["like", "heat", "1995"]] {
            let home = try TemporaryHome()
            defer { home.remove() }
            let run = try BinaryRun.run(arguments + ["--json"], home: home.url)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stdout.contains("\"tt0113277\""), "\(arguments)")
        }
    }

    @Test("An ambiguous title exits 1 and lists its films, the best known first, with the verb the person typed")
    func ambiguousTitleKeepsTheVerb() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["like", "heat"], home: home.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "marquee: no single film matches 'heat'. Did you mean:")
        #expect(lines.dropFirst().first?.hasPrefix("  tt0113277  Heat (1995)") == true)
        #expect(lines.last == "Use the id, for example 'marquee like tt0113277'.")
    }
}
