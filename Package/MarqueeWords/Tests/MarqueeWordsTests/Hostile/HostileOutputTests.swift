import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

@testable import MarqueeWords

/// The CLI's text output is the last guard: a film built in-process with escapes prints without any of them,
/// while the console's own styles still work.
struct HostileOutputTests {
    /// A console that keeps what it was asked to write.
    private final class Capture: Sendable {
        let out = Mutex("")
        let error = Mutex("")

        func console(colors: Bool) -> Console {
            Console(
                isTerminal: colors, usesColor: colors, out: { text in self.out.withLock { $0 += text } },
                error: { text in self.error.withLock { $0 += text } })
        }
    }

    private static let detail = DetailedMovie(details: HostileFilm.details, source: .live, storeSource: nil)

    @Test("A hostile film's detail prints its words without escapes, and the console's bold and dim survive")
    func detailWithColors() {
        let capture = Capture()
        let console = capture.console(colors: true)
        let text = MovieDetailText(console: console, l10n: Localizer(.english))
            .text(Self.detail, reactions: [], country: "us")

        console.out(text)

        let printed = capture.out.withLock { $0 }
        #expect(
            HostileFilm.firstForbidden(in: printed, allowing: Console.ownStyles) == nil, "\(printed.debugDescription)")
        #expect(printed.hasPrefix("\u{1B}[1mEvil Title (2026)\u{1B}[0m\n1h 35m · Drama\nDirected by DirRED\n"))
        #expect(printed.contains("\nLine one\nline two end\n"))
    }

    @Test("Without colour not even a style sequence is written, and a list line is whole and clean")
    func filmLineWithoutColors() {
        // The currency code is not a real one once its escape is gone, so the price is written without a symbol.
        let capture = Capture()
        let console = capture.console(colors: false)

        console.out(FilmLine(console: console, l10n: Localizer(.english)).text(HostileFilm.movie))

        #expect(capture.out.withLock { $0 } == "itunes:42  Evil Title (2026)  1h 35m · Drama · 3.99\n")
    }

    @Test(
        "The guard keeps only the console's own three styles, and only when colour is on",
        arguments: [
            ("\u{1B}[1mbold\u{1B}[0m \u{1B}[31mred\u{1B}[0m", true, "\u{1B}[1mbold\u{1B}[0m red\u{1B}[0m"),
            ("\u{1B}[1mbold\u{1B}[0m \u{1B}[31mred\u{1B}[0m", false, "bold red"),
            ("\u{1B}\u{1B}[1m]0;x\u{07}", true, "\u{1B}[1m]0;x"),
            ("two\r\nlines\tand a bell\u{07}", true, "two\nlines and a bell"),
            ("{\"title\": \"Evil\u{9B}2J Title\"}", false, "{\"title\": \"Evil Title\"}"),
        ] as [(String, Bool, String)])
    func guardRule(input: String, colors: Bool, expected: String) {
        #expect(Console.guarded(input, keepingStyles: colors) == expected)
    }

    @Test("Diagnostics on stderr are guarded the same way")
    func stderr() {
        let capture = Capture()

        capture.console(colors: false).error("The service said: \u{1B}]0;PWNED\u{07}no")

        #expect(capture.error.withLock { $0 } == "The service said: no\n")
    }
}
