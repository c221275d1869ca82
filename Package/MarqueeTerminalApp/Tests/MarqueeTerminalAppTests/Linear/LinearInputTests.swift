import MarqueeDomain
import TerminalKit
import Testing

@testable import MarqueeTerminalApp

struct LinearInputTests {
    @Test(
        "A typed line is a key, a key's name, genres on the picker, text in a field, or unknown",
        arguments: [
            ("l", LinearInput.Mode.keys, LinearInput.key(.character("l"))),
            ("  s ", .keys, .key(.character("s"))),
            ("", .keys, .empty),
            ("   ", .genres, .empty),
            ("Enter", .keys, .key(.enter)),
            ("esc", .genres, .key(.escape)),
            ("tab", .text, .key(.tab)),
            ("shift-tab", .keys, .key(.backTab)),
            ("space", .keys, .key(.character(" "))),
            ("quit", .text, .key(.character("q"))),
            ("help", .genres, .key(.character("?"))),
            ("like", .keys, .unknown("like")),
            ("Sci-Fi, drama", .genres, .genres([.sciFi, .drama])),
            ("sci fi", .genres, .genres([.sciFi])),
            ("Drama, Cowboy", .genres, .unknown("Cowboy")),
            ("Komödie, Science-Fiction", .genres, .genres([.comedy, .sciFi])),
            ("Leertaste", .keys, .key(.character(" "))),
            ("q", .genres, .key(.character("q"))),
            ("drk knight", .text, .text("drk knight")),
            ("j", .text, .text("j")),
            (" 2016 ", .text, .text("2016")),
            ("ask 90s heist films", .keys, .ask("90s heist films")),
            ("Ask  something gentle ", .genres, .ask("something gentle")),
            ("ask more like the second one", .text, .text("ask more like the second one")),
            ("ask", .keys, .unknown("ask")),
        ] as [(String, LinearInput.Mode, LinearInput)]
    )
    func parse(line: String, mode: LinearInput.Mode, input: LinearInput) {
        #expect(LinearInput.parse(line, mode: mode) == input)
    }

    @Test(
        "A line with terminal escape bytes means the key it starts with, or its text without them; nothing echoes them",
        arguments: [
            ("\u{1B}", LinearInput.Mode.keys, LinearInput.key(.escape)),
            ("\u{1B}", .genres, .key(.escape)),
            ("\u{1B}", .text, .key(.escape)),
            ("\u{1B}ere", .keys, .key(.escape)),
            (" \u{1B}\u{1B}", .keys, .key(.escape)),
            ("\u{1B}[A", .keys, .key(.up)),
            ("\u{1B}[B", .text, .key(.down)),
            ("heat\u{1B}[D", .text, .text("heat")),
            ("l\u{1B}[C", .keys, .key(.character("l"))),
            ("li\u{1B}ke", .keys, .unknown("like")),
        ] as [(String, LinearInput.Mode, LinearInput)]
    )
    func escapeBytes(line: String, mode: LinearInput.Mode, input: LinearInput) {
        #expect(LinearInput.parse(line, mode: mode) == input)
    }
}
