import Testing

@testable import TerminalKit

/// A truncation and the text it must give.
struct TruncationCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let text: String
    let width: Int
    let ellipsis: String
    let expected: String

    init(_ testDescription: String, _ text: String, _ width: Int, _ expected: String, ellipsis: String = "…") {
        self.testDescription = testDescription
        self.text = text
        self.width = width
        self.ellipsis = ellipsis
        self.expected = expected
    }

    static let all: [TruncationCase] = [
        TruncationCase("fits", "Heat", 10, "Heat"),
        TruncationCase("exact fit", "Heat", 4, "Heat"),
        TruncationCase("cut", "The Matrix", 6, "The M…"),
        TruncationCase("space before ellipsis", "The Matrix", 5, "The…"),
        TruncationCase("CJK exact", "千と千尋の神隠し", 7, "千と千…"),
        TruncationCase("CJK drops a straddler", "千と千尋の神隠し", 6, "千と…"),
        TruncationCase("decomposed accent stays whole", "Ame\u{301}lie", 4, "Ame\u{301}…"),
        TruncationCase("ZWJ family stays whole", "👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
        TruncationCase("flag stays whole", "🇯🇵🇯🇵", 2, "…"),
        TruncationCase("ASCII ellipsis", "Casablanca", 7, "Casa...", ellipsis: "..."),
        TruncationCase("ellipsis too wide", "Casablanca", 2, "Ca", ellipsis: "..."),
        TruncationCase("zero width", "Heat", 0, ""),
    ]
}

/// A wrap and the lines it must give.
struct WrapCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let text: String
    let width: Int
    let expected: [String]

    init(_ testDescription: String, _ text: String, _ width: Int, _ expected: [String]) {
        self.testDescription = testDescription
        self.text = text
        self.width = width
        self.expected = expected
    }

    static let all: [WrapCase] = [
        WrapCase("empty", "", 10, []),
        WrapCase("no width", "Heat", 0, []),
        WrapCase("words", "A quiet night in", 7, ["A quiet", "night", "in"]),
        WrapCase("spaces collapse", "  a   b  ", 10, ["a b"]),
        WrapCase("CJK run", "千と千尋の神隠し", 6, ["千と千", "尋の神", "隠し"]),
        WrapCase("CJK after Latin", "Spirited Away 千と千尋の神隠し", 10, ["Spirited", "Away", "千と千尋の", "神隠し"]),
        WrapCase("odd width and wide characters", "千と千", 5, ["千と", "千"]),
        WrapCase("paragraphs", "one\n\ntwo", 10, ["one", "", "two"]),
        WrapCase("CRLF", "one\r\ntwo", 10, ["one", "two"]),
        WrapCase("emoji families", "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 4, ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"]),
        WrapCase("decomposed accent", "Ame\u{301}lie", 3, ["Ame\u{301}", "lie"]),
        WrapCase("character wider than the line", "千", 1, ["千"]),
        WrapCase("long URL", "see https://example.com/trailer", 12, ["see", "https://exam", "ple.com/trai", "ler"]),
    ]
}

@Suite
struct DisplayWidthLayoutTests {
    @Test("Truncation keeps whole characters and marks the cut", arguments: TruncationCase.all)
    func truncation(_ testCase: TruncationCase) {
        let result = DisplayWidth.truncate(testCase.text, toWidth: testCase.width, ellipsis: testCase.ellipsis)

        #expect(result == testCase.expected)
        #expect(DisplayWidth.of(result) <= max(0, testCase.width))
    }

    @Test(
        "Padding fills to the width by display columns and never shortens",
        arguments: [
            ("千", 4, "千  "),
            ("e\u{301}", 3, "e\u{301}  "),
            ("🎬", 2, "🎬"),
            ("Heat", 2, "Heat"),
        ]
    )
    func padding(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.pad(text, toWidth: width) == expected)
    }

    @Test("Fitting truncates and pads to exactly the width")
    func fitting() {
        #expect(DisplayWidth.fit("千と千尋の神隠し", toWidth: 6) == "千と… ")
        #expect(DisplayWidth.fit("Heat", toWidth: 6) == "Heat  ")
        #expect(DisplayWidth.of(DisplayWidth.fit("👨‍👩‍👧 family", toWidth: 5)) == 5)
    }

    @Test("Wrapping breaks at spaces, then between whole characters", arguments: WrapCase.all)
    func wrapping(_ testCase: WrapCase) {
        #expect(DisplayWidth.wrap(testCase.text, width: testCase.width) == testCase.expected)
    }

    @Test("Wrapped lines fit the width and keep every character", arguments: 1...16)
    func wrappingKeepsText(width: Int) {
        let text = "千と千尋の神隠し Spirited Away (2001) 🎬 Ame\u{301}lie 🇯🇵 👨‍👩‍👧 a-very-long-hyphenated-word"
        let lines = DisplayWidth.wrap(text, width: width)

        for line in lines where line.count > 1 {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
        }
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }
}
