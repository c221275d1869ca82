import Testing

@testable import TerminalKit

/// One row of the colour decision table.
struct ColorCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let choice: ColorChoice
    let variables: [String: String]
    let outputIsTerminal: Bool
    let usesColor: Bool

    static let xterm = ["TERM": "xterm-256color"]

    static let all: [ColorCase] = [
        ColorCase(
            testDescription: "auto, terminal", choice: .auto, variables: xterm, outputIsTerminal: true,
            usesColor: true),
        ColorCase(
            testDescription: "auto, pipe", choice: .auto, variables: xterm, outputIsTerminal: false, usesColor: false),
        ColorCase(
            testDescription: "auto, dumb terminal", choice: .auto, variables: ["TERM": "dumb"],
            outputIsTerminal: true, usesColor: false),
        ColorCase(
            testDescription: "auto, TERM unset", choice: .auto, variables: [:], outputIsTerminal: true,
            usesColor: false),
        ColorCase(
            testDescription: "auto, NO_COLOR=1", choice: .auto, variables: xterm.merging(["NO_COLOR": "1"]) { $1 },
            outputIsTerminal: true, usesColor: false),
        ColorCase(
            testDescription: "auto, NO_COLOR empty", choice: .auto, variables: xterm.merging(["NO_COLOR": ""]) { $1 },
            outputIsTerminal: true, usesColor: true),
        ColorCase(
            testDescription: "auto, NO_COLOR beats CLICOLOR_FORCE", choice: .auto,
            variables: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], outputIsTerminal: true, usesColor: false),
        ColorCase(
            testDescription: "auto, CLICOLOR_FORCE=1 into a pipe", choice: .auto, variables: ["CLICOLOR_FORCE": "1"],
            outputIsTerminal: false, usesColor: true),
        ColorCase(
            testDescription: "auto, CLICOLOR_FORCE=0 is no force", choice: .auto,
            variables: ["CLICOLOR_FORCE": "0"], outputIsTerminal: false, usesColor: false),
        ColorCase(
            testDescription: "auto, CLICOLOR_FORCE beats CLICOLOR=0", choice: .auto,
            variables: ["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], outputIsTerminal: false, usesColor: true),
        ColorCase(
            testDescription: "auto, CLICOLOR=0", choice: .auto, variables: xterm.merging(["CLICOLOR": "0"]) { $1 },
            outputIsTerminal: true, usesColor: false),
        ColorCase(
            testDescription: "auto, CLICOLOR=1", choice: .auto, variables: xterm.merging(["CLICOLOR": "1"]) { $1 },
            outputIsTerminal: true, usesColor: true),
        ColorCase(
            testDescription: "always, pipe, NO_COLOR=1", choice: .always, variables: ["NO_COLOR": "1"],
            outputIsTerminal: false, usesColor: true),
        ColorCase(
            testDescription: "never, terminal, CLICOLOR_FORCE=1", choice: .never,
            variables: xterm.merging(["CLICOLOR_FORCE": "1"]) { $1 }, outputIsTerminal: true, usesColor: false),
    ]
}

@Suite
struct ColorChoiceTests {
    @Test(
        "The flag wins, then NO_COLOR, then CLICOLOR_FORCE, then CLICOLOR, then terminal and TERM",
        arguments: ColorCase.all)
    func decision(_ testCase: ColorCase) {
        let usesColor = testCase.choice.usesColor(
            variables: testCase.variables, outputIsTerminal: testCase.outputIsTerminal)

        #expect(usesColor == testCase.usesColor)
    }

    @Test("The accepted values are auto, always and never, in that order")
    func values() {
        #expect(ColorChoice.allCases.map(\.rawValue) == ["auto", "always", "never"])
    }
}
