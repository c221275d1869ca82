import MarqueeDomain
import Synchronization
import Testing

@testable import MarqueeCommands
@testable import MarqueeWords

/// `completions` and `man` print from the command table alone: they never build the dependencies, so a shell start
/// that sources the script never waits for the catalog.
@Suite("Text-only commands")
struct TextOnlyCommandTests {
    @Test(
        "'completions SHELL' and 'man' print their text without building dependencies",
        arguments: [
            (["completions", "fish"], FishCompletionScript().text()),
            (["man"], ManualPage(l10n: Localizer(.english)).text()),
        ]
    )
    @MainActor
    func withoutDependencies(arguments: [String], expected: String) async {
        let out = Mutex("")
        let error = Mutex("")
        let console = Console(
            isTerminal: false, usesColor: false, out: { text in out.withLock { $0 += text } },
            error: { text in error.withLock { $0 += text } })

        let status = await MarqueeCLI.run(
            arguments: arguments + ["--lang", "en"], environment: [:], console: console,
            makeDependencies: { _, _, _ throws(CommandFailure) in
                Issue.record("built the dependencies for \(arguments)")
                throw .catalog(.unavailable(reason: "a text-only command must not load the catalog"))
            })

        #expect(status == 0)
        #expect(out.withLock { $0 } == expected)
        #expect(error.withLock { $0 } == "")
    }
}
