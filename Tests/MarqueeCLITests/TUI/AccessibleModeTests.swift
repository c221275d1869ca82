import Foundation
import MarqueeCatalog
import MarqueeData
import MarqueeDomain
import Testing

/// The accessible app, driven through a pipe the way a screen reader user types: one line per action.
@Suite("marquee app --accessible, end to end", .serialized)
struct AccessibleModeTests {
    /// Picks two genres, saves and likes the first film, passes on the second, opens the shelf, then quits.
    private static let walk = "Sci-Fi, Drama\ns\nl\nj\np\n4\nq\n"

    @Test("The linear mode walks onboarding, the feed and the shelf with one prompt per action, and keeps it all")
    func walkThrough() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["app", "--accessible"], home: home.url, environment: ["MARQUEE_ITUNES_URL": "http://127.0.0.1:9"],
            input: Self.walk)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("\u{1B}"), "no escape sequences: nothing is redrawn or styled")
        #expect(!run.stdout.contains { "╭╮╰╯│─┌┐└┘".contains($0) }, "no box drawing")
        let prompts = run.stdout.split(separator: "\n").filter {
            $0.hasPrefix("Type a key and press Enter:") || $0.hasPrefix("Type the genres you enjoy")
        }
        #expect(prompts.count == Self.walk.split(separator: "\n").count, "one prompt per action, none after q")

        let profile = try await FileProfileRepository(directory: home.url) { _ in }.load()
        #expect(profile.preferredGenres == GenreSet([.sciFi, .drama]))
        #expect(profile.liked.count == 1)
        #expect(Set(profile.liked.keys) == Set(profile.saved.keys))
        #expect(profile.passed.count == 1)
        let liked = try #require(profile.liked.keys.first)
        let film = try BundledCatalogRepository().movie(withID: liked)
        let shelf = try #require(run.stdout.components(separatedBy: "Saved:\nSaved (1)\n").last)
        #expect(shelf.hasPrefix(film.title + " (\(film.year ?? 0))"), "the shelf lists the liked and saved film")
    }

    @Test("The linear mode says everything in words: no caret, cursor mark, star or middle dot for a reader to spell")
    func noDecorativeGlyphs() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["app", "--accessible"], home: home.url, environment: ["MARQUEE_ITUNES_URL": "http://127.0.0.1:9"],
            input: "Sci-Fi, Drama\n3\nesc\n5\nesc\nq\n")

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        for glyph in ["▏", "›", "★", "·"] { #expect(!run.stdout.contains(glyph), "\(glyph) is read aloud") }
        #expect(run.stdout.contains(try Regex("\\nrated [0-9.]+ out of 10 by critics, [0-9]h [0-9]+m")))
        #expect(run.stdout.contains("Search:\nSearch:\n"), "the empty field, with no caret")
        #expect(run.stdout.contains("\nYear      []\n"), "the form field under the cursor, with no mark or caret")
    }

    @Test("Esc pressed in the linear mode goes back exactly as typing 'esc' does, and no escape byte is echoed")
    func escapeKeyMeansBack() throws {
        let homes = (try TemporaryHome(), try TemporaryHome())
        defer { for home in [homes.0, homes.1] { home.remove() } }
        let walk = { (escape: String) in "Sci-Fi, Drama\ni\n\(escape)\n3\n\(escape)\n5\n\(escape)\nq\n" }
        let pressed = try BinaryRun.run(
            ["app", "--accessible"], home: homes.0.url, environment: ["MARQUEE_ITUNES_URL": "http://127.0.0.1:9"],
            input: walk("\u{1B}"))
        let typed = try BinaryRun.run(
            ["app", "--accessible"], home: homes.1.url, environment: ["MARQUEE_ITUNES_URL": "http://127.0.0.1:9"],
            input: walk("esc"))

        #expect(pressed.status == 0)
        #expect(pressed.stderr.isEmpty)
        #expect(!pressed.stdout.contains("\u{1B}"))
        #expect(pressed.stdout == typed.stdout)
    }

    @Test("'ask' and a question opens Ask from any screen and answers offline when no model is configured")
    func asksOffline() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["app", "--accessible"], home: home.url, environment: ["MARQUEE_ITUNES_URL": "http://127.0.0.1:9"],
            input: "esc\nask 90s sci-fi\nesc\nq\n")

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let ask = try #require(run.stdout.components(separatedBy: "Ask:\n").last)
        #expect(ask.contains("Picks for \"90s sci-fi\" (offline: understood without a model, bundled catalog)"))
        #expect(ask.contains("1. "))
        #expect(ask.contains("[Sci-Fi, as asked]"))
        #expect(run.stdout.contains("Type a question and press Enter"))
    }

    @Test("Plain marquee without a terminal still prints tonight's picks, even with MARQUEE_ACCESSIBLE set")
    func pipesKeepPrinting() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let plain = try BinaryRun.run([], home: home.url)
        let accessible = try BinaryRun.run([], home: home.url, environment: ["MARQUEE_ACCESSIBLE": "1"])

        #expect(accessible.status == 0)
        #expect(accessible.stdout == plain.stdout)
        #expect(plain.stdout.hasPrefix("Tonight's picks for you"))
    }
}
