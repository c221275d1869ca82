import Foundation
import Testing

/// `marquee ask` and `marquee chat` run as the built binary, offline and against the scripted OpenAI fake.
@Suite("marquee ask and chat, end to end", .serialized)
struct AskEndToEndTests {
    private static let key = "sk-e2e-SECRET-0123456789"
    private static var picks: [[String: Any]] {
        [
            ["title": "Heat", "year": 1995, "reason": "A cat-and-mouse duel in Los Angeles."],
            ["title": "Nowhere Film", "year": 2003, "reason": "A quiet heist nobody saw."],
            ["title": "Scream", "year": 1996, "reason": "Knowing horror.", "confidence": 0.9],
        ]
    }

    private static let heatCard = """
        1. Heat (1995)
           2h 50m · R · Action, Crime, Thriller
           Directed by Michael Mann · Critics 7.8/10 from 154 reviews
           The model says: A cat-and-mouse duel in Los Angeles.
           id tt0113277

        """

    private static let nowhereCard = """
        2. Nowhere Film (2003)  [not in the catalog]
           The model says: A quiet heist nobody saw.

        """

    @Test("With no key or server, ask answers offline, labelled so, with 90s picks only")
    func offlineNineties() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["ask", "90s horror that isn't too gory"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout.hasPrefix("Picks for \"90s horror that isn't too gory\" (offline: understood without a model"))
        let years = Self.cardYears(run.stdout)
        #expect(years.count == 5)
        #expect(years.allSatisfy { (1990...1999).contains($0) })
    }

    @Test("Against the fake server, the first pick prints while the server still holds the rest of the reply")
    func streamsFirstPickEarly() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let gate = home.url.appending(path: "gate")
        let server = try AskFakeServer(replies: [
            ["stream_picks": ["picks": Self.picks, "piece": 6, "gate_after_picks": 1, "gate": gate.path]]
        ])
        defer { server.stop() }
        let run = try AskStreamingRun(
            ["ask", "90s crime", "--stream"], home: home.url,
            environment: ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key])
        let early = run.read(until: "id tt0113277")
        #expect(early.contains(Self.heatCard))
        #expect(!early.contains("Nowhere Film"))
        #expect(run.process.isRunning)
        _ = FileManager.default.createFile(atPath: gate.path, contents: Data())
        let rest = run.finish()
        #expect(rest.status == 0)
        #expect(
            early + rest.stdout == "Picks for \"90s crime\" (gpt-4o-mini)\n\n" + Self.heatCard + "\n" + Self.nowhereCard
                + "\n" + Self.screamCard(number: 3) + "\n")
        #expect(!(early + rest.stdout + rest.stderr).contains(Self.key))
        #expect(server.log.contains("Bearer \(Self.key)"))
    }

    @Test("A 429 with retry-after is retried once and then succeeds")
    func retriesRateLimit() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [
            [
                "status": 429, "headers": ["retry-after": "1"],
                "json": [
                    "error": ["message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"]
                ],
            ],
            ["complete_picks": ["picks": Self.picks]],
        ])
        defer { server.stop() }
        let run = try BinaryRun.run(
            ["ask", "90s crime", "--no-stream"], home: home.url,
            environment: ["OPENAI_BASE_URL": server.baseURL + "/v1/", "OPENAI_API_KEY": Self.key])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == "Picks for \"90s crime\" (gpt-4o-mini)\n\n" + Self.heatCard + "\n" + Self.nowhereCard + "\n"
                + Self.screamCard(number: 3) + "\n")
        #expect(server.requests.count == 2)
    }

    @Test("--json from a model carries the grounded picks and never the key")
    func jsonWithoutKey() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [["complete_picks": ["picks": Self.picks]]])
        defer { server.stop() }
        let run = try BinaryRun.run(
            ["ask", "90s crime", "--json", "--model", "local-model"], home: home.url,
            environment: ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key])
        #expect(run.status == 0)
        #expect(!run.stdout.contains(Self.key))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["mode"] as? String == "model")
        #expect(document["schema"] as? String == "marquee.ask/2")
        let model = try #require(document["model"] as? [String: Any])
        #expect(model["used"] as? Bool == true)
        #expect(model["name"] as? String == "local-model")
        #expect(model["reason"] is NSNull)
        let picks = try #require(document["picks"] as? [[String: Any]])
        #expect(picks.map { $0["inCatalog"] as? Bool } == [true, false, true])
        #expect(picks.map { $0["title"] as? String } == ["Heat", "Nowhere Film", "Scream"])
    }

    @Test("A pick the bundled catalog lacks is grounded in the film store when it answers, and kept as words when not")
    func groundsInTheStore() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let store = try FixtureServer()
        defer { store.stop() }
        let picks: [[String: Any]] = [
            ["title": "Michael", "year": 2026, "reason": "A new biopic, too new for the catalog."],
            ["title": "Nowhere Film", "year": 2003, "reason": "A quiet heist nobody saw."],
        ]
        let server = try AskFakeServer(replies: [["complete_picks": ["picks": picks]]])
        defer { server.stop() }
        let run = try BinaryRun.run(
            ["ask", "irreverent superheroes", "--json"], home: home.url,
            environment: [
                "OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key, "MARQUEE_ITUNES_URL": store.goodURL,
            ])
        #expect(run.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let shown = try #require(document["picks"] as? [[String: Any]])
        #expect(shown.map { $0["inCatalog"] as? Bool } == [true, false])
        #expect(shown.map { ($0["movie"] as? [String: Any])?["id"] as? String } == ["itunes:1895068395", nil])
    }

    @Test("--online without a key exits 1 and says how to set it")
    func onlineWithoutKey() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["ask", "90s crime", "--online"], home: home.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("marquee: The model needs an API key. Set it with 'export OPENAI_API_KEY=sk-...'"))
    }

    @Test(
        "A refused key exits 1 with how to fix it, and the key is not in the message",
        arguments: [401, 403])
    func refusedKey(status: Int) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [
            [
                "status": status,
                "json": ["error": ["message": "Incorrect API key provided: \(Self.key)", "type": "x", "code": status]],
            ]
        ])
        defer { server.stop() }
        let run = try BinaryRun.run(
            ["ask", "90s crime"], home: home.url,
            environment: ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("marquee: The model server refused the API key (HTTP \(status))."))
        #expect(!(run.stdout + run.stderr).contains(Self.key))
    }

    @Test(
        "Each model failure exits 1 with its next step",
        arguments: [
            (404, "model_not_found", "marquee: The model 'gpt-4o-mini' does not exist on this server"),
            (429, "insufficient_quota", "marquee: Your model account has no quota left (insufficient_quota)"),
            (400, "bad_request", "marquee: The model server rejected the request (HTTP 400): nope"),
        ])
    func modelFailures(status: Int, code: String, message: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [
            ["status": status, "json": ["error": ["message": "nope", "type": code, "code": code]]]
        ])
        defer { server.stop() }
        let run = try BinaryRun.run(
            ["ask", "90s crime"], home: home.url,
            environment: ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(message))
        #expect(server.requests.count == 1)
    }

    @Test("A stream cut mid-object, or stopped by length, keeps the complete picks and says the reply was cut")
    func cutStreams() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [
            ["stream_picks": ["picks": Self.picks, "cut_after_picks": 1]],
            ["stream_picks": ["picks": [Self.picks[0], ["year": 1990], Self.picks[2]], "finish_reason": "length"]],
        ])
        defer { server.stop() }
        let environment = ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key]
        let cut = try BinaryRun.run(["ask", "90s crime", "--stream"], home: home.url, environment: environment)
        #expect(
            cut.stdout == "Picks for \"90s crime\" (gpt-4o-mini)\n\n" + Self.heatCard + "\n"
                + "The reply was cut off; only the complete picks are shown.\n")
        let length = try BinaryRun.run(["ask", "90s crime", "--stream"], home: home.url, environment: environment)
        #expect(
            length.stdout == "Picks for \"90s crime\" (gpt-4o-mini)\n\n" + Self.heatCard + "\n"
                + Self.screamCard(number: 2) + "\n" + "1 of 3 picks could not be read.\n"
                + "The reply was cut off; only the complete picks are shown.\n")
    }

    @Test("An unreachable server that was not required falls back to the offline answer, saying so")
    func unreachableFallsBack() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["ask", "90s horror"], home: home.url, environment: ["OPENAI_BASE_URL": "http://127.0.0.1:9"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The model could not be reached ("))
        #expect(run.stdout.contains("(offline: understood without a model, bundled catalog)"))
    }

    @Test("Offline, a chat follow-up without a subject narrows the last request: only sci-fi, and only after 2000")
    func offlineFollowUpNarrows() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["chat"], home: home.url, input: "sci-fi from the 90s\nonly after 2000\nquit\n")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let parts = run.stdout.components(separatedBy: "Picks for \"only after 2000\"")
        try #require(parts.count == 2)
        #expect(Self.cardYears(parts[0]).allSatisfy { (1990...1999).contains($0) })
        let followUp = parts[1]
        #expect(Self.cardYears(followUp).count == 5)
        #expect(Self.cardYears(followUp).allSatisfy { $0 > 2000 })
        #expect(followUp.components(separatedBy: "Why: Sci-Fi, as asked").count - 1 == 5)
    }

    @Test("chat answers a follow-up with the history sent along, and 'save 1' saves the first pick")
    func chatFollowUp() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [
            ["complete_picks": ["picks": Self.picks]],
            ["complete_picks": ["picks": [Self.picks[2]]]],
        ])
        defer { server.stop() }
        let run = try AskStreamingRun(
            ["chat"], home: home.url, environment: ["OPENAI_BASE_URL": server.baseURL, "OPENAI_API_KEY": Self.key],
            input: "90s crime\nmore like the third one\nsave 1\nquit\n"
        ).finish()
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == "Picks for \"90s crime\" (gpt-4o-mini)\n\n" + Self.heatCard + "\n" + Self.nowhereCard + "\n"
                + Self.screamCard(number: 3) + "\n"
                + "Picks for \"more like the third one\" (gpt-4o-mini)\n\n" + Self.screamCard(number: 1) + "\n"
                + "Saved Scream (1996).\n")
        let second = try #require(server.requests.last?["body"] as? [String: Any])
        let messages = try #require(second["messages"] as? [[String: Any]])
        #expect(messages.compactMap { $0["role"] as? String } == ["system", "user", "assistant", "user"])
        #expect(messages[2]["content"] as? String == "1. Heat (1995)\n2. Nowhere Film (2003)\n3. Scream (1996)")
    }

    private static func screamCard(number: Int) -> String {
        """
        \(number). Scream (1996)
           1h 51m · R · Comedy, Horror, Mystery, Thriller
           Directed by Wes Craven · Critics 7.1/10 from 130 reviews
           The model says: Knowing horror.
           id tt0117571

        """
    }

    /// The years of the numbered cards, read from lines such as `1. Title (1994)`.
    private static func cardYears(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line -> Int? in
            guard line.first?.isNumber == true, line.contains(". "), line.hasSuffix(")") else { return nil }
            return Int(line.suffix(5).prefix(4))
        }
    }
}
