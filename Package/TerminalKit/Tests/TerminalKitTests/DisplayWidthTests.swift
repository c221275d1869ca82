import Testing

@testable import TerminalKit

/// A piece of text and the columns a terminal gives it.
struct WidthCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let text: String
    let width: Int

    static let all: [WidthCase] = [
        WidthCase(testDescription: "empty", text: "", width: 0),
        WidthCase(testDescription: "ASCII", text: "Heat (1995)", width: 11),
        WidthCase(testDescription: "kanji and kana", text: "千と千尋の神隠し", width: 16),
        WidthCase(testDescription: "Hangul syllables", text: "기생충", width: 6),
        WidthCase(testDescription: "decomposed Hangul syllable", text: "\u{1100}\u{1161}\u{11A8}", width: 2),
        WidthCase(testDescription: "fullwidth Latin", text: "ＡＢ", width: 4),
        WidthCase(testDescription: "halfwidth katakana", text: "ｶﾀ", width: 2),
        WidthCase(testDescription: "precomposed accent", text: "Am\u{E9}lie", width: 6),
        WidthCase(testDescription: "decomposed accent", text: "Ame\u{301}lie", width: 6),
        WidthCase(testDescription: "stacked combining marks", text: "a\u{301}\u{323}", width: 1),
        WidthCase(testDescription: "emoji", text: "🎬", width: 2),
        WidthCase(testDescription: "ZWJ family", text: "👨‍👩‍👧", width: 2),
        WidthCase(testDescription: "flag", text: "🇯🇵", width: 2),
        WidthCase(testDescription: "skin tone", text: "👍🏽", width: 2),
        WidthCase(testDescription: "text symbol with VS16", text: "❤️", width: 2),
        WidthCase(testDescription: "text symbol without VS16", text: "❤", width: 1),
        WidthCase(testDescription: "keycap", text: "1️⃣", width: 2),
        WidthCase(testDescription: "mixed", text: "Amélie 🎬 千", width: 12),
        WidthCase(testDescription: "box drawing and ellipsis", text: "┌─┐…", width: 4),
        WidthCase(testDescription: "zero-width space and joiner", text: "a\u{200B}b\u{200D}", width: 2),
        WidthCase(testDescription: "controls", text: "\t\u{1B}\r\n\u{7F}\u{85}", width: 0),
        WidthCase(testDescription: "lone combining mark", text: "\u{301}", width: 0),
    ]
}

@Suite
struct DisplayWidthTests {
    @Test("Text measures the columns a terminal gives it", arguments: WidthCase.all)
    func textWidth(_ testCase: WidthCase) {
        #expect(DisplayWidth.of(testCase.text) == testCase.width)
    }

    @Test("A string measures the sum of its characters", arguments: WidthCase.all)
    func sumOfCharacters(_ testCase: WidthCase) {
        let sum = testCase.text.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(sum == testCase.width)
    }

    @Test("A substring measures like the string it came from")
    func substringWidth() {
        let title = "千と千尋の神隠し (2001)"
        #expect(DisplayWidth.of(title.prefix(3)) == 6)
        #expect(DisplayWidth.of(title.suffix(6)) == 6)
        #expect(DisplayWidth.of("千と") == 4)
        #expect(DisplayWidth.of("千") == 2)
    }

    @Test("Wide ranges start exactly at their first scalar", arguments: [0x1100, 0x4E00, 0xAC00, 0x1F680])
    func tableBoundaries(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let before = try #require(Unicode.Scalar(value - 1))
        #expect(WidthTable.width(of: scalar) == 2)
        #expect(WidthTable.width(of: before) == 1)
    }
}
