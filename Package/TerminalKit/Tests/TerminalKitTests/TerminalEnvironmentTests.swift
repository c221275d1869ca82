import Testing

@testable import TerminalKit

/// An environment and the settings it must give.
struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    /// The derived settings, compared as one value.
    struct Settings: Equatable, Sendable {
        var isTerminal = true
        var isDumb = false
        var usesColor = true
        var reducesMotion = false
        var supportsFullScreen = true
    }

    let testDescription: String
    let variables: [String: String]
    var inputIsTerminal = true
    var outputIsTerminal = true
    let expected: Settings

    static let all: [EnvironmentCase] = [
        EnvironmentCase(testDescription: "xterm", variables: ["TERM": "xterm-256color"], expected: Settings()),
        EnvironmentCase(
            testDescription: "output piped",
            variables: ["TERM": "xterm"],
            outputIsTerminal: false,
            expected: Settings(isTerminal: false, usesColor: false, supportsFullScreen: false)
        ),
        EnvironmentCase(
            testDescription: "input piped",
            variables: ["TERM": "xterm"],
            inputIsTerminal: false,
            expected: Settings(isTerminal: false, supportsFullScreen: false)
        ),
        EnvironmentCase(
            testDescription: "dumb terminal",
            variables: ["TERM": "dumb"],
            expected: Settings(isDumb: true, usesColor: false, reducesMotion: true, supportsFullScreen: false)
        ),
        EnvironmentCase(
            testDescription: "TERM unset",
            variables: [:],
            expected: Settings(isDumb: true, usesColor: false, reducesMotion: true, supportsFullScreen: false)
        ),
        EnvironmentCase(
            testDescription: "NO_COLOR set",
            variables: ["TERM": "xterm", "NO_COLOR": "1"],
            expected: Settings(usesColor: false)
        ),
        EnvironmentCase(
            testDescription: "NO_COLOR empty",
            variables: ["TERM": "xterm", "NO_COLOR": ""],
            expected: Settings()
        ),
        EnvironmentCase(
            testDescription: "CLICOLOR=0",
            variables: ["TERM": "xterm", "CLICOLOR": "0"],
            expected: Settings(usesColor: false)
        ),
        EnvironmentCase(
            testDescription: "reduced motion",
            variables: ["TERM": "screen", "MARQUEE_REDUCE_MOTION": "1"],
            expected: Settings(reducesMotion: true)
        ),
        EnvironmentCase(
            testDescription: "reduced motion 0",
            variables: ["TERM": "screen", "MARQUEE_REDUCE_MOTION": "0"],
            expected: Settings()
        ),
        EnvironmentCase(
            testDescription: "reduced motion empty",
            variables: ["TERM": "screen", "MARQUEE_REDUCE_MOTION": ""],
            expected: Settings()
        ),
    ]
}

@Suite
struct TerminalEnvironmentTests {
    @Test("The environment decides terminal, colour, motion and full screen", arguments: EnvironmentCase.all)
    func settings(_ testCase: EnvironmentCase) {
        let environment = TerminalEnvironment(
            variables: testCase.variables,
            inputIsTerminal: testCase.inputIsTerminal,
            outputIsTerminal: testCase.outputIsTerminal
        )
        let settings = EnvironmentCase.Settings(
            isTerminal: environment.isTerminal,
            isDumb: environment.isDumb,
            usesColor: environment.usesColor,
            reducesMotion: environment.reducesMotion,
            supportsFullScreen: environment.supportsFullScreen
        )

        #expect(settings == testCase.expected)
    }
}
