import Foundation
import MarqueeCatalog
import MarqueeData
import MarqueeDomain
import Testing

/// Runs the built `marquee` binary and checks its whole output and exit status.
@Suite("marquee, end to end", .serialized)
struct EndToEndTests {
    @Test("Plain marquee on a first run prints five real films with their reasons and suggests onboarding")
    func firstRunPrintsTonightsPicks() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run([], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Tonight's picks for you (local engine, bundled catalog)

                1. The Shawshank Redemption (1994)
                   2h 22m · R · Crime, Drama
                   Directed by Frank Darabont · Critics 8.0/10 from 146 reviews
                   Why: Critic favorite (weighted 8.4)
                   id tt0111161

                2. Star Wars: Episode IV – A New Hope (1977)
                   2h 01m · PG · Action, Adventure, Sci-Fi
                   Directed by George Lucas · Critics 9.1/10 from 206 reviews
                   Why: Critic favorite (weighted 8.7)
                   id tt0076759

                3. Pulp Fiction (1994)
                   2h 34m · R · Comedy, Crime, Drama, Thriller
                   Directed by Quentin Tarantino · Tomatometer 92% from 185 reviews
                   Why: Highly rated (weighted 8.0)
                   id tt0110912

                4. The Silence of the Lambs (1991)
                   1h 58m · R · Crime, Horror, Thriller
                   Directed by Jonathan Demme · Critics 8.9/10 from 157 reviews
                   Why: Critic favorite (weighted 8.5)
                   id tt0102926

                5. Forrest Gump (1994)
                   2h 22m · PG-13 · Comedy, Drama, Romance, Sport, War
                   Directed by Robert Zemeckis · Critics 7.5/10 from 157 reviews
                   Why: Popular with audiences (8.1/10 from 341 MovieLens ratings)
                   id tt0109830

                Tip: tell Marquee what you enjoy with 'marquee onboard --genres "Sci-Fi,Drama"'.

                """
        )
    }

    @Test("A bad --limit exits 64, names the flag and what it accepts, and prints nothing on stdout")
    func badLimitIsAUsageError() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["feed", "--limit", "abc"], home: home.url)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                marquee: --limit expects a whole number from 1 to 100, got 'abc'.
                Usage: marquee feed [--limit N] [--genre G] [--json]
                Run 'marquee feed --help' for more.

                """
        )
    }

    @Test(
        "Usage mistakes exit 64 with a message naming the problem",
        arguments: [
            (["feed", "--genre", "Cowboy"], "marquee: --genre does not know the genre 'Cowboy'. Accepted genres: "),
            (["feed", "--limit"], "marquee: --limit needs a value: --limit N"),
            (["feed", "--colour"], "marquee: unknown option '--colour' for 'feed'."),
            (["like"], "marquee: 'like' needs <id-or-title>."),
            (["onboard"], "marquee: --genres needs at least one genre. Accepted genres: Action, Adventure,"),
            (["feed", "--lang", "fr"], "marquee: --lang does not know 'fr'. Accepted languages: en, de."),
            (["watch", "tt0133093"], "marquee: unknown command 'watch'."),
        ]
    )
    func usageMistakes(arguments: [String], expectedStart: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(arguments, home: home.url)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(expectedStart), "stderr was: \(run.stderr)")
    }

    @Test("An unknown id exits 1 and says how to find the right film")
    func unknownIDFails() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["movie", "tt9999999"], home: home.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "marquee: no film matches 'tt9999999'. Try 'marquee search <words from the title>'.\n"
        )
    }

    @Test("A misspelled title exits 1 and lists the closest films with their ids")
    func misspelledTitleSuggests() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["like", "the matrx"], home: home.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "marquee: no single film matches 'the matrx'. Did you mean:\n  tt0133093  The Matrix (1999)\n"))
        #expect(!FileManager.default.fileExists(atPath: home.profile.path), "a failed reaction must not write")
    }

    @Test("Liking The Matrix lifts what its fans also liked in the feed, and the feed says why")
    func likeChangesTheFeed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let before = try BinaryRun.run(["feed", "--limit", "5"], home: home.url)
        let like = try BinaryRun.run(["like", "tt0133093"], home: home.url)
        let after = try BinaryRun.run(["feed", "--limit", "5"], home: home.url)
        #expect(like.status == 0)
        #expect(like.stdout.hasPrefix("Liked The Matrix (1999).\n"))
        #expect(after.status == 0)
        #expect(before.stdout != after.stdout)
        #expect(!before.stdout.contains("People who liked"))
        #expect(!before.stdout.contains("Fight Club (1999)"))
        #expect(
            after.stdout.contains(
                """
                4. Fight Club (1999)
                   2h 19m · R · Action, Crime, Drama, Thriller
                   Directed by David Fincher · Critics 7.4/10 from 185 reviews
                   Why: People who liked The Matrix also liked this
                        Action, like films you liked
                """))
        #expect(
            after.stdout.contains(
                """
                5. Star Wars: Episode V – The Empire Strikes Back (1980)
                   2h 04m · PG · Action, Adventure, Sci-Fi
                   Directed by Irvin Kershner · Critics 9.0/10 from 174 reviews
                   Why: Critic favorite (weighted 8.6)
                        People who liked The Matrix also liked this
                        Sci-Fi, like films you liked
                   id tt0080684
                """))
    }

    @Test("The same film can be named by id or by exact title, in any case")
    func titleOrID() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let byID = try BinaryRun.run(["movie", "tt0133093"], home: home.url)
        let byTitle = try BinaryRun.run(["movie", "the matrix"], home: home.url)
        #expect(byID.status == 0)
        #expect(byID.stdout == byTitle.stdout)
        #expect(
            byID.stdout.hasPrefix(
                """
                The Matrix (1999)
                2h 16m · R · Action, Sci-Fi, Thriller
                Directed by Lana Wachowski, Lilly Wachowski · Critics 7.8/10 from 209 reviews
                Audience 8.4/10 from 259 MovieLens ratings
                Oscars: 3
                Cast (A–Z): Ada Nicodemou, Anthony Ray Parker, Belinda McClory, Bill Young, Carrie-Anne Moss, \
                David Aston, Gloria Foster, Hugo Weaving, Jeremy Ball, Joe Pantoliano, Julian Arahanga, Keanu Reeves, \
                Laurence Fishburne, Marcus Chong, Matt Doran, Paul Goddard, Robert Taylor, Rowan Witt, Steve Dodd

                """))
    }

    @Test("Two processes saving 200 films each at the same time keep all 400")
    func concurrentProcessesLoseNothing() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let ids = try BundledCatalogRepository().movies.prefix(400).map(\.id.rawValue)
        let halves = [Array(ids[..<200]), Array(ids[200...])]
        let url = home.url
        try await withThrowingTaskGroup(of: Void.self) { group in
            for half in halves {
                group.addTask {
                    for id in half {
                        let run = try BinaryRun.run(["save", id], home: url)
                        #expect(run.status == 0, "save \(id): \(run.stderr)")
                    }
                }
            }
            try await group.waitForAll()
        }
        let shelf = try BinaryRun.run(["saved", "--json"], home: home.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(shelf.stdout.utf8)) as? [String: Any])
        let saved = try #require(document["saved"] as? [[String: Any]])
        #expect(Set(saved.compactMap { $0["id"] as? String }) == Set(ids))
    }

    @Test(
        "A corrupt or cut-off profile is moved aside with a message, and the run carries on",
        arguments: ["not json at all", "{\"version\": 2, \"preferredGenres\": [\"Sci-Fi\"], \"liked\": {\"tt01"]
    )
    func corruptProfileIsMovedAside(contents: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try Data(contents.utf8).write(to: home.profile)
        let run = try BinaryRun.run(["feed", "--limit", "1"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Tonight's picks for you"))
        #expect(run.stderr.hasPrefix("marquee: your profile could not be read ("))
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.url.path).filter { $0.contains("corrupt") }
        #expect(aside.count == 1)
        let kept = try String(contentsOf: home.url.appending(path: aside[0]), encoding: .utf8)
        #expect(kept == contents)
        #expect(run.stderr.contains(aside[0]))
    }

    @Test("Onboarding makes preferred genres a reason on the picks")
    func onboardingShapesTheFeed() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let onboard = try BinaryRun.run(["onboard", "--genres", "sci fi, western"], home: home.url)
        #expect(onboard.status == 0)
        #expect(onboard.stdout == "Saved your genres: Sci-Fi, Western.\nSee what that changes with 'marquee feed'.\n")
        let feed = try BinaryRun.run(["feed", "--json"], home: home.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(feed.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "marquee.feed/2")
        #expect(document["onboarded"] as? Bool == true)
        let picks = try #require(document["picks"] as? [[String: Any]])
        #expect(picks.count == 10)
        let kinds = picks.flatMap { ($0["reasons"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String } }
        #expect(kinds.contains("preferredGenre"))
    }

    @Test("Every command answers --help with its usage on stdout and exit 0")
    func helpForEveryCommand() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        for command in ["feed", "onboard", "like", "unpass", "saved", "movie", "search", "tonight"] {
            let run = try BinaryRun.run([command, "--help"], home: home.url)
            #expect(run.status == 0)
            #expect(run.stdout.contains("Usage: marquee \(command)"), "\(command): \(run.stdout)")
            #expect(run.stderr.isEmpty)
        }
        let overview = try BinaryRun.run(["--help"], home: home.url)
        #expect(overview.stdout.hasPrefix("marquee 0.1.0: find tonight's movie.\n"))
        let version = try BinaryRun.run(["--version"], home: home.url)
        #expect(version.stdout == "marquee 0.1.0\nBundled catalog: 18,946 films, 1902–2016\n")
    }

    @Test("German comes from LANG or --lang, including usage errors and decimal commas")
    func germanOutput() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let feed = try BinaryRun.run(["feed", "-n", "1"], home: home.url, environment: ["LANG": "de_DE.UTF-8"])
        #expect(feed.status == 0)
        #expect(feed.stdout.hasPrefix("Deine Tipps für heute Abend (lokale Empfehlung, mitgelieferter Katalog)\n"))
        #expect(feed.stdout.contains("Kritiken 8,0/10 aus 146 Rezensionen"))
        #expect(feed.stdout.contains("Warum: Liebling der Kritik (gewichtet 8,4)"))
        let usage = try BinaryRun.run(["--lang", "de", "feed", "--limit", "abc"], home: home.url)
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("marquee: --limit erwartet eine ganze Zahl von 1 bis 100, erhalten: 'abc'.\n"))
        let english = try BinaryRun.run(
            ["--lang=en", "feed", "-n", "1"], home: home.url, environment: ["LANG": "de_DE"])
        #expect(english.stdout.hasPrefix("Tonight's picks for you"))
    }

    @Test("The binary still works when copied out of the build folder, because the catalog is compiled in")
    func copiedBinaryRuns() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let copy = home.url.appending(path: "marquee-copy")
        try FileManager.default.copyItem(at: BinaryRun.binary, to: copy)
        let run = try BinaryRun.run(["movie", "tt0133093"], home: home.url, binary: copy)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The Matrix (1999)\n"))
    }

    @Test("Searching with a typo finds The Dark Knight in the bundled catalog")
    func searchForgivesTypos() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["search", "drk", "knight", "--limit", "3"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("tt0468569  The Dark Knight (2008)"))
    }
}
