import Testing

@testable import TerminalKit

/// One row of the image decision table.
struct ImageCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let choice: ImageChoice
    let variables: [String: String]
    var outputIsTerminal = true
    /// What the terminal would answer, or `nil` when the decision must not ask.
    var kittyAnswers: Bool?
    let expected: ImageProtocol?

    static let xterm = ["TERM": "xterm-256color"]

    static let all: [ImageCase] = [
        ImageCase(testDescription: "off", choice: .off, variables: xterm, expected: nil),
        ImageCase(testDescription: "kitty, terminal", choice: .kitty, variables: xterm, expected: .kitty),
        ImageCase(testDescription: "iterm, terminal", choice: .iterm, variables: xterm, expected: .iterm),
        ImageCase(
            testDescription: "kitty, pipe", choice: .kitty, variables: xterm, outputIsTerminal: false, expected: nil),
        ImageCase(
            testDescription: "auto, pipe", choice: .auto, variables: xterm, outputIsTerminal: false, expected: nil),
        ImageCase(
            testDescription: "kitty, inside tmux", choice: .kitty,
            variables: xterm.merging(["TMUX": "/tmp/t,1,0"]) { $1 },
            expected: nil),
        ImageCase(
            testDescription: "auto, inside tmux", choice: .auto,
            variables: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux"], expected: nil),
        ImageCase(testDescription: "auto, dumb terminal", choice: .auto, variables: ["TERM": "dumb"], expected: nil),
        ImageCase(testDescription: "auto, TERM unset", choice: .auto, variables: [:], expected: nil),
        ImageCase(
            testDescription: "auto, kitty answers", choice: .auto, variables: ["TERM": "xterm-kitty"],
            kittyAnswers: true, expected: .kitty),
        ImageCase(
            testDescription: "auto, kitty answers in WezTerm", choice: .auto,
            variables: xterm.merging(["TERM_PROGRAM": "WezTerm"]) { $1 }, kittyAnswers: true, expected: .kitty),
        ImageCase(
            testDescription: "auto, no answer, iTerm.app", choice: .auto,
            variables: xterm.merging(["TERM_PROGRAM": "iTerm.app"]) { $1 }, kittyAnswers: false, expected: .iterm),
        ImageCase(
            testDescription: "auto, no answer, WezTerm", choice: .auto,
            variables: xterm.merging(["TERM_PROGRAM": "WezTerm"]) { $1 }, kittyAnswers: false, expected: .iterm),
        ImageCase(
            testDescription: "auto, no answer, LC_TERMINAL=iTerm2", choice: .auto,
            variables: xterm.merging(["LC_TERMINAL": "iTerm2"]) { $1 }, kittyAnswers: false, expected: .iterm),
        ImageCase(
            testDescription: "auto, no answer, plain xterm", choice: .auto, variables: xterm, kittyAnswers: false,
            expected: nil),
    ]
}

@Suite
struct ImageChoiceTests {
    @Test(
        "Nothing into a pipe or tmux, then the flag, then kitty's answer, then TERM_PROGRAM or LC_TERMINAL",
        arguments: ImageCase.all)
    func decision(_ testCase: ImageCase) {
        let chosen = testCase.choice.imageProtocol(
            variables: testCase.variables, outputIsTerminal: testCase.outputIsTerminal
        ) {
            guard let answer = testCase.kittyAnswers else {
                Issue.record("asked the terminal although the answer cannot matter")
                return false
            }
            return answer
        }

        #expect(chosen == testCase.expected)
    }

    @Test("The accepted values are auto, kitty, iterm and off, in that order")
    func values() {
        #expect(ImageChoice.allCases.map(\.rawValue) == ["auto", "kitty", "iterm", "off"])
    }
}
