import Testing

@testable import TerminalKit

/// Bytes a terminal sends and the keys they mean.
struct KeyCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bytes: [UInt8]
    let keys: [Key]

    init(_ testDescription: String, _ bytes: [UInt8], _ keys: [Key]) {
        self.testDescription = testDescription
        self.bytes = bytes
        self.keys = keys
    }

    init(_ testDescription: String, _ text: String, _ keys: [Key]) {
        self.init(testDescription, Array(text.utf8), keys)
    }

    static let all: [KeyCase] = [
        KeyCase("letters", "jk", [.character("j"), .character("k")]),
        KeyCase("punctuation and digits", "?1 ", [.character("?"), .character("1"), .character(" ")]),
        KeyCase("carriage return and line feed", "\r\n", [.enter, .enter]),
        KeyCase("tab and shift-tab", "\t\u{1B}[Z", [.tab, .backTab]),
        KeyCase("both backspaces", [0x7F, 0x08], [.backspace, .backspace]),
        KeyCase("Ctrl-C and Ctrl-D", [0x03, 0x04], [.control("c"), .control("d")]),
        KeyCase("Ctrl-Space and Ctrl-backslash", [0x00, 0x1C], [.control("@"), .control("\\")]),
        KeyCase("arrows", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
        KeyCase("application-mode arrows", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
        KeyCase("modified arrow", "\u{1B}[1;5C", [.right]),
        KeyCase("home and end", "\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF", [.home, .end, .home, .end]),
        KeyCase("tilde keys", "\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~", [.home, .end, .home, .end]),
        KeyCase("paging and delete", "\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[3;2~", [.pageUp, .pageDown, .delete, .delete]),
        KeyCase("keypad enter", "\u{1B}OM", [.enter]),
        KeyCase("UTF-8", "é千🎬", [.character("é"), .character("千"), .character("🎬")]),
        KeyCase("decomposed accent", "e\u{301}", [.character("e"), .character("\u{301}")]),
        KeyCase(
            "several keys in one read",
            "ab\u{1B}[A\rq",
            [.character("a"), .character("b"), .up, .enter, .character("q")]
        ),
        KeyCase("escape then escape sequence", "\u{1B}\u{1B}[B", [.escape, .down]),
        KeyCase("escape then letter", "\u{1B}q", [.escape, .character("q")]),
        KeyCase("lone escape at the end", "x\u{1B}", [.character("x"), .escape]),
        KeyCase("function key ignored", "\u{1B}[15~a", [.character("a")]),
        KeyCase("F1 ignored", "\u{1B}OPa", [.character("a")]),
        KeyCase("device report ignored", "\u{1B}[?1;2ca", [.character("a")]),
        KeyCase("mouse report ignored", "\u{1B}[<0;10;5Ma", [.character("a")]),
        KeyCase("focus report ignored", "\u{1B}[Ia", [.character("a")]),
        KeyCase("sequence broken by a control", "\u{1B}[1\r", [.enter]),
        KeyCase("over-long sequence ignored", "\u{1B}[" + String(repeating: "1", count: 100) + "Ab", [.character("b")]),
        KeyCase("invalid bytes ignored", [0xFF, 0xC0, 0x80, 0xF8, 0x61], [.character("a")]),
        KeyCase("truncated UTF-8 then ASCII", [0xE2, 0x82, 0x61], [.character("a")]),
        KeyCase("surrogate ignored", [0xED, 0xA0, 0x80, 0x61], [.character("a")]),
        KeyCase("overlong encoding ignored", [0xE0, 0x80, 0xAF, 0x61], [.character("a")]),
        KeyCase("beyond U+10FFFF ignored", [0xF4, 0x90, 0x80, 0x80, 0x61], [.character("a")]),
        KeyCase("C1 control ignored", [0xC2, 0x85, 0x61], [.character("a")]),
    ]
}

@Suite
struct KeyTokenizerTests {
    /// Feeds chunks one read at a time, then flushes as the reader does when input goes idle.
    private func tokenize(_ chunks: [[UInt8]]) -> [Key] {
        var tokenizer = KeyTokenizer()
        var keys = chunks.flatMap { tokenizer.feed($0) }
        keys += tokenizer.flush()
        return keys
    }

    @Test("Bytes decode to the keys they mean", arguments: KeyCase.all)
    func decoding(_ testCase: KeyCase) {
        #expect(tokenize([testCase.bytes]) == testCase.keys)
    }

    @Test("Splitting the bytes at any boundary gives the same keys", arguments: KeyCase.all)
    func splitAtEveryBoundary(_ testCase: KeyCase) {
        for split in 0...testCase.bytes.count {
            let chunks = [Array(testCase.bytes[..<split]), Array(testCase.bytes[split...])]
            #expect(tokenize(chunks) == testCase.keys, "split at \(split)")
        }
    }

    @Test("Feeding one byte per read gives the same keys", arguments: KeyCase.all)
    func oneBytePerRead(_ testCase: KeyCase) {
        #expect(tokenize(testCase.bytes.map { [$0] }) == testCase.keys)
    }

    @Test("A lone escape waits for the flush deadline, then becomes Escape")
    func loneEscapeWaitsForFlush() {
        var tokenizer = KeyTokenizer()

        #expect(tokenizer.flushDeadline == nil)
        #expect(tokenizer.feed([0x1B]) == [])
        #expect(tokenizer.flushDeadline == .milliseconds(30))
        #expect(tokenizer.flush() == [.escape])
        #expect(tokenizer.flushDeadline == nil)
        #expect(tokenizer.flush() == [])
    }

    @Test("An escape sequence completed before the deadline is one key, not Escape")
    func sequenceBeforeDeadline() {
        var tokenizer = KeyTokenizer()

        #expect(tokenizer.feed([0x1B, UInt8(ascii: "[")]) == [])
        #expect(tokenizer.flushDeadline == KeyTokenizer.escapeTimeout)
        #expect(tokenizer.feed([UInt8(ascii: "A")]) == [.up])
        #expect(tokenizer.flushDeadline == nil)
    }

    @Test("Flushing drops an unfinished sequence or character, and the next byte starts afresh")
    func flushDropsUnfinishedInput() {
        var tokenizer = KeyTokenizer()

        #expect(tokenizer.feed([0x1B, UInt8(ascii: "["), UInt8(ascii: "1")]) == [])
        #expect(tokenizer.flush() == [])
        #expect(tokenizer.feed([UInt8(ascii: "A")]) == [.character("A")])
        #expect(tokenizer.feed([0xE5, 0x8D]) == [])
        #expect(tokenizer.flushDeadline == .milliseconds(30))
        #expect(tokenizer.flush() == [])
        #expect(tokenizer.feed([UInt8(ascii: "b")]) == [.character("b")])
    }

    @Test("Arbitrary bytes never crash and decode the same however they are split")
    func arbitraryBytes() {
        var generator = SplitMix64(seed: 2001)
        let bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...9, using: &generator))
            chunks.append(Array(bytes[start..<end]))
            start = end
        }

        let whole = tokenize([bytes])
        #expect(tokenize(chunks) == whole)
        #expect(!whole.isEmpty)
    }

    @Test("Keys describe themselves in readable names")
    func descriptions() {
        let keys: [Key] = [.character("q"), .enter, .backTab, .up, .pageDown, .control("c")]
        #expect(keys.map(\.description) == ["q", "Enter", "Shift-Tab", "Up", "PageDown", "Ctrl-C"])
    }
}
