import Testing

@testable import MarqueeCommands

/// How `marquee` or `marquee app` starts, for one environment.
struct LaunchCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var forced = false
    var flag = false
    var variables = ["TERM": "xterm-256color"]
    var input = true
    var output = true
    let mode: LaunchMode

    static let all: [LaunchCase] = [
        LaunchCase(testDescription: "marquee in a terminal", mode: .fullScreen),
        LaunchCase(testDescription: "marquee piped", output: false, mode: .plain),
        LaunchCase(testDescription: "marquee reading a pipe", input: false, mode: .plain),
        LaunchCase(testDescription: "marquee on a dumb terminal", variables: ["TERM": "dumb"], mode: .plain),
        LaunchCase(testDescription: "marquee with TERM unset", variables: [:], mode: .plain),
        LaunchCase(
            testDescription: "marquee with MARQUEE_ACCESSIBLE=1",
            variables: ["TERM": "xterm", "MARQUEE_ACCESSIBLE": "1"], mode: .linear),
        LaunchCase(
            testDescription: "marquee with MARQUEE_ACCESSIBLE=0",
            variables: ["TERM": "xterm", "MARQUEE_ACCESSIBLE": "0"], mode: .fullScreen),
        LaunchCase(
            testDescription: "MARQUEE_ACCESSIBLE=1 piped keeps printing",
            variables: ["TERM": "xterm", "MARQUEE_ACCESSIBLE": "1"], output: false, mode: .plain),
        LaunchCase(testDescription: "marquee --accessible piped", flag: true, output: false, mode: .linear),
        LaunchCase(testDescription: "marquee --accessible in a terminal", flag: true, mode: .linear),
        LaunchCase(testDescription: "marquee app in a terminal", forced: true, mode: .fullScreen),
        LaunchCase(testDescription: "marquee app piped", forced: true, input: false, mode: .linear),
        LaunchCase(
            testDescription: "marquee app on a dumb terminal", forced: true, variables: ["TERM": "dumb"], mode: .linear),
        LaunchCase(
            testDescription: "marquee app, accessible",
            forced: true, variables: ["TERM": "xterm", "MARQUEE_ACCESSIBLE": "yes"], mode: .linear),
    ]
}

struct LaunchModeTests {
    @Test(
        "The full screen opens only in a capable terminal; accessible mode and pipes get lines or plain text",
        arguments: LaunchCase.all)
    func resolve(_ testCase: LaunchCase) {
        let mode = LaunchMode.resolve(
            forced: testCase.forced,
            accessibleFlag: testCase.flag,
            variables: testCase.variables,
            inputIsTerminal: testCase.input,
            outputIsTerminal: testCase.output
        )
        #expect(mode == testCase.mode)
    }
}
