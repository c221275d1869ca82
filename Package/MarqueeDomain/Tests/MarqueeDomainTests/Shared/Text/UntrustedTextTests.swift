import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain

/// Text from outside loses everything a terminal would obey, and keeps every character a reader would see.
struct UntrustedTextTests {
    /// An input and what each form makes of it.
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let singleLine: String
        let multiline: String
        var testDescription: String { input.debugDescription }

        init(_ input: String, _ singleLine: String, multiline: String? = nil) {
            self.input = input
            self.singleLine = singleLine
            self.multiline = multiline ?? singleLine
        }
    }

    @Test(
        "Escape sequences go whole, with no residue",
        arguments: [
            Case("Evil\u{1B}]0;PWNED\u{07}\u{1B}[2J Title", "Evil Title"),
            Case("Dir\u{1B}[31mRED", "DirRED"),
            Case("A summary \u{1B}[?1049hthat switches screens", "A summary that switches screens"),
            Case("\u{1B}[38;2;255;0;0mred\u{1B}[0m", "red"),
            Case("cursor\u{1B}[ qshape", "cursorshape"),
            Case("title\u{1B}]2;x\u{1B}\\ set by ST", "title set by ST"),
            Case("link \u{1B}]8;;https://evil.example\u{1B}\\here\u{1B}]8;;\u{1B}\\", "link here"),
            Case("dcs\u{1B}P1$r0m\u{1B}\\ end", "dcs end"),
            Case("apc\u{1B}_payload\u{07}.", "apc."),
            Case("pm\u{1B}^payload\u{1B}\\.", "pm."),
            Case("sos\u{1B}Xpayload\u{1B}\\.", "sos."),
            Case("reset\u{1B}c done", "reset done"),
            Case("charset\u{1B}(B done", "charset done"),
            Case("align\u{1B}#8 done", "align done"),
            Case("keypad\u{1B}= done", "keypad done"),
            Case("cancelled\u{1B}]0;x\u{18} done", "cancelled done"),
        ]
    )
    func sequences(_ example: Case) {
        #expect(UntrustedText.singleLine(example.input) == example.singleLine)
        #expect(UntrustedText.multiline(example.input) == example.multiline)
    }

    @Test(
        "Broken and 8-bit sequences go too",
        arguments: [
            Case("lone escape\u{1B}", "lone escape"),
            Case("lone\u{1B}\n escape", "lone  escape", multiline: "lone\n escape"),
            Case("\u{1B}\u{1B}[1mdouble", "double"),
            Case("é\u{1B}é", "éé"),
            Case("unterminated \u{1B}]0;PWNED forever", "unterminated "),
            Case("unterminated \u{9D}0;PWNED", "unterminated "),
            Case("osc\u{1B}]0;x\u{1B}[1m then csi", "osc then csi"),
            Case("cut csi \u{1B}[12", "cut csi "),
            Case("broken csi \u{1B}[1\u{E9}t\u{E9}", "broken csi \u{E9}t\u{E9}"),
            Case("eight-bit csi \u{9B}2J.", "eight-bit csi ."),
            Case("eight-bit osc \u{9D}0;x\u{9C}.", "eight-bit osc ."),
            Case("eight-bit osc \u{9D}0;x\u{07}.", "eight-bit osc ."),
            Case("eight-bit dcs \u{90}q\u{9C}.", "eight-bit dcs ."),
            Case("eight-bit apc \u{9F}x\u{9C} pm \u{9E}y\u{9C} sos \u{98}z\u{9C}.", "eight-bit apc  pm  sos ."),
            Case("c1 \u{80}\u{84}\u{8D}\u{9A}\u{9C}bytes", "c1 bytes"),
        ]
    )
    func brokenAndEightBit(_ example: Case) {
        #expect(UntrustedText.singleLine(example.input) == example.singleLine)
        #expect(UntrustedText.multiline(example.input) == example.multiline)
    }

    @Test(
        "C0 controls and DEL go; tabs and line breaks are spacing",
        arguments: [
            Case("bell\u{07}\u{00}\u{08}\u{7F}\u{1F} gone", "bell gone"),
            Case("a\tb", "a b"),
            Case("line one\nline two", "line one line two", multiline: "line one\nline two"),
            Case("crlf\r\nnext", "crlf next", multiline: "crlf\nnext"),
            Case("cr\rnext", "cr next", multiline: "cr\nnext"),
            Case("two\n\nbreaks", "two  breaks", multiline: "two\n\nbreaks"),
            Case("vt\u{0B}ff\u{0C}nel\u{85}end", "vt ff nel end", multiline: "vt\nff\nnel\nend"),
            Case("ls\u{2028}ps\u{2029}end", "ls ps end", multiline: "ls\nps\nend"),
            Case(" Title\n", " Title ", multiline: " Title\n"),
        ]
    )
    func spacing(_ example: Case) {
        #expect(UntrustedText.singleLine(example.input) == example.singleLine)
        #expect(UntrustedText.multiline(example.input) == example.multiline)
    }

    @Test(
        "Letters, marks, emoji and CJK are kept exactly, next to removed controls too",
        arguments: [
            Case("Amélie", "Amélie"),
            Case("Ame\u{301}lie", "Ame\u{301}lie"),
            Case("Ame\u{1B}[1m\u{301}lie", "Ame\u{301}lie"),
            Case("千と千尋の神隠し", "千と千尋の神隠し"),
            Case("기생충\u{1B}[2J", "기생충"),
            Case("👨‍👩‍👧 family, 🇫🇷 flag, ❤️ heart", "👨‍👩‍👧 family, 🇫🇷 flag, ❤️ heart"),
            Case("🎬\u{07}🍿", "🎬🍿"),
            Case("\u{A0}no-break and \u{A9} copyright", "\u{A0}no-break and \u{A9} copyright"),
            Case("اللغة العربية", "اللغة العربية"),
            Case("[2J looks like a sequence but is text", "[2J looks like a sequence but is text"),
            Case("", ""),
        ]
    )
    func keepsText(_ example: Case) {
        #expect(UntrustedText.singleLine(example.input) == example.singleLine)
        #expect(UntrustedText.multiline(example.input) == example.multiline)
    }

    @Test("Clean text takes the fast path and dirty text does not, for every trigger byte")
    func fastPath() {
        #expect(UntrustedText.isClean("The Matrix (1999) · Amélie · 千と千尋 · 🎬", keepsLineFeeds: false))
        #expect(UntrustedText.isClean("two\nlines", keepsLineFeeds: true))
        #expect(!UntrustedText.isClean("two\nlines", keepsLineFeeds: false))
        for dirty in ["\u{1B}", "\u{07}", "\u{00}", "\u{7F}", "\r", "\t", "\u{80}", "\u{9B}", "\u{9F}", "\u{2028}"] {
            #expect(!UntrustedText.isClean("a\(dirty)b", keepsLineFeeds: true), "\(dirty.debugDescription)")
        }
        // The bytes around C1 and U+2028 in UTF-8 are not triggers on their own.
        #expect(UntrustedText.isClean("\u{A0}\u{BF}\u{2027}\u{202A}\u{2080}", keepsLineFeeds: false))
    }

    @Test("Cleaning twice changes nothing more, and never leaves a control scalar")
    func idempotentAndComplete() {
        var generator = SeededGenerator(seed: 14)
        let alphabet: [Unicode.Scalar] = [
            "\u{1B}", "[", "]", "P", "X", "^", "_", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "\u{18}",
            "0", ";", "?", "m", "J", " ", "(", "#", "a", "é", "\u{301}", "千", "\n", "\r", "\t", "\u{85}", "\u{2028}",
        ]
        for _ in 0..<3_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...16, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let input = String(text)
            let single = UntrustedText.singleLine(input)
            let multi = UntrustedText.multiline(input)
            #expect(UntrustedText.singleLine(single) == single, "\(input.debugDescription)")
            #expect(UntrustedText.multiline(multi) == multi, "\(input.debugDescription)")
            #expect(UntrustedText.isClean(single, keepsLineFeeds: false), "\(input.debugDescription)")
            #expect(UntrustedText.isClean(multi, keepsLineFeeds: true), "\(input.debugDescription)")
        }
    }
}
