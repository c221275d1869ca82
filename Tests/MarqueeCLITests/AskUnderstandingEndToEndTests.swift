import Foundation
import Testing

/// The classes of ask requests people write run as the built binary on the bundled catalog: popularity from rating counts,
/// readings shown and marked in `--json`, negated titles, German origins and words, and chat follow-ups that narrow.
@Suite("marquee ask understanding, end to end", .serialized)
struct AskUnderstandingEndToEndTests {
    private func json(_ arguments: [String], language: String = "en") throws -> [String: Any] {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["--lang=\(language)", "ask", "--json"] + arguments, home: home.url)
        #expect(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    private func movies(_ document: [String: Any]) -> [[String: Any]] {
        ((document["picks"] as? [[String: Any]]) ?? []).compactMap { $0["movie"] as? [String: Any] }
    }

    private func ratings(_ movie: [String: Any]) -> Int {
        (movie["reviewCount"] as? Int ?? 0) + ((movie["audience"] as? [String: Any])?["ratings"] as? Int ?? 0)
    }

    @Test("'underrated thrillers' picks thrillers with few ratings; 'popular thrillers' ones with many; none unused")
    func popularity() throws {
        let underrated = try json(["underrated thrillers"])
        let popular = try json(["popular thrillers"])
        #expect(movies(underrated).count == 5)
        #expect(
            movies(underrated).allSatisfy {
                ratings($0) < 63 && ($0["genres"] as? [String])?.contains("Thriller") == true
            })
        #expect(movies(popular).allSatisfy { ratings($0) >= 138 })
        #expect(underrated["ignored"] as? [String] == [])
        #expect(popular["ignored"] as? [String] == [])
    }

    @Test("'sad sci-fi' reads sad as Drama, marked as an interpretation in --json and quoted in the reason")
    func moodIsAnInterpretation() throws {
        let document = try json(["sad sci-fi"])
        let readings = try #require(document["interpretations"] as? [[String: Any]])
        #expect(readings.map { $0["word"] as? String } == ["sad"])
        #expect(readings.map { $0["kind"] as? String } == ["genres"])
        let reasons = (document["picks"] as? [[String: Any]])?.first?["reasons"] as? [[String: Any]]
        #expect(reasons?.first?["text"] as? String == "Drama: read \"sad\" as Drama")
    }

    @Test("'oscar-winning comedies' and 'oscarprämierte Komödien' pick comedies that won an Oscar, read so")
    func oscarWinners() throws {
        for (request, language, readAs) in [
            ("oscar-winning comedies", "en", "\"oscar-winning\" as films that won an Oscar"),
            ("oscarprämierte Komödien", "de", "\"oscarprämierte\" als Filme, die einen Oscar gewannen"),
        ] {
            let document = try json([request], language: language)
            let picks = movies(document)
            #expect(picks.count == 5)
            #expect(
                picks.allSatisfy {
                    ($0["oscars"] as? Int ?? 0) > 0 && ($0["genres"] as? [String])?.contains("Comedy") == true
                })
            let readings = try #require(document["interpretations"] as? [[String: Any]])
            #expect(readings.map { $0["kind"] as? String } == ["oscars"])
            #expect(readings.map { $0["readAs"] as? String } == [readAs])
        }
    }

    @Test("A German mood's reason quotes the German word")
    func germanReasonQuotesGerman() throws {
        let document = try json(["traurige Science-Fiction-Filme"], language: "de")
        let reasons = (document["picks"] as? [[String: Any]])?.first?["reasons"] as? [[String: Any]]
        #expect(reasons?.first?["text"] as? String == "Drama: \"traurige\" als Drama gelesen")
    }

    @Test("'christopher nolan but not batman' picks Nolan's films, none with Batman in the title")
    func negatedTitle() throws {
        let picks = movies(try json(["christopher nolan but not batman"]))
        #expect(picks.count == 5)
        #expect(picks.allSatisfy { ($0["directors"] as? [String])?.contains("Christopher Nolan") == true })
        #expect(!picks.contains { ($0["title"] as? String)?.contains("Batman") == true })
    }

    @Test("'deutscher Krimi' picks German crime films; 'Filme wie Matrix' is like The Matrix")
    func german() throws {
        let krimi = try json(["deutscher Krimi"], language: "de")
        #expect(krimi["ignored"] as? [String] == [])
        #expect(
            movies(krimi).allSatisfy { movie in
                (movie["genres"] as? [String])?.contains("Crime") == true
                    && (movie["language"] as? String == "German"
                        || !Set(movie["countries"] as? [String] ?? []).isDisjoint(with: [
                            "Germany", "West Germany", "East Germany",
                        ]))
            })
        let matrix = try json(["Filme wie Matrix"], language: "de")
        #expect(matrix["ignored"] as? [String] == [])
        let reasons = (matrix["picks"] as? [[String: Any]])?.first?["reasons"] as? [[String: Any]]
        #expect(reasons?.contains { ($0["text"] as? String)?.contains("The Matrix") == true } == true)
    }

    @Test("In a chat, 'sci-fi from the 90s' then 'only after 1995' gives 1996–1999 sci-fi")
    func chatNarrows() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["chat", "--json"], home: home.url, input: "sci-fi from the 90s\nonly after 1995\nquit\n")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        let picks = movies(second)
        #expect(picks.count == 5)
        #expect(picks.allSatisfy { (1996...1999).contains($0["year"] as? Int ?? 0) })
        #expect(picks.allSatisfy { ($0["genres"] as? [String])?.contains("Sci-Fi") == true })
    }
}
