import Foundation
import Testing

/// `marquee completions` and the hidden film callback, run as the built binary.
@Suite("marquee completions, end to end", .serialized)
struct CompletionEndToEndTests {
    @Test(
        "'marquee completions SHELL' prints the recorded script and nothing else",
        arguments: CompletionSnapshots.scripts)
    func printsTheScript(shell: String, file: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["completions", shell], home: home.url)
        let snapshot = try String(contentsOf: CompletionSnapshots.file(file), encoding: .utf8)

        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == snapshot)
    }

    @Test("'marquee completions powershell' exits 64 naming bash, zsh and fish")
    func unknownShell() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["completions", "powershell"], home: home.url)

        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                marquee: 'completions' does not know the shell 'powershell'. Accepted shells: bash, zsh, fish.
                Usage: marquee completions <shell>
                Run 'marquee completions --help' for more.

                """)
    }

    @Test("'completions' and 'man' refuse --json saying what they print, not that they open the app")
    func noJSON() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let completions = try BinaryRun.run(["completions", "bash", "--json"], home: home.url)
        let manual = try BinaryRun.run(["man", "--json"], home: home.url)

        #expect(completions.status == 64)
        #expect(completions.stdout == "")
        #expect(
            completions.stderr
                == #"{"error":{"code":"usage","exitCode":64,"message":"'completions' has no JSON output: it prints "#
                + #"text for another program, a shell or man, to read. Leave out --json."}}"# + "\n")
        #expect(manual.status == 64)
        #expect(
            manual.stderr
                == #"{"error":{"code":"usage","exitCode":64,"message":"'man' has no JSON output: it prints text for "#
                + #"another program, a shell or man, to read. Leave out --json."}}"# + "\n")
    }

    @Test("'---complete movie' answers ids and titles from the bundled catalog")
    func movieCallback() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let byID = try BinaryRun.run(["---complete", "movie", "tt013309"], home: home.url)
        let byTitle = try BinaryRun.run(["---complete", "movie", "the matrix re"], home: home.url)
        let nothing = try BinaryRun.run(["---complete", "movie", "zzzzqx"], home: home.url)
        let unknown = try BinaryRun.run(["---complete", "shelf"], home: home.url)

        #expect(byID.status == 0)
        #expect(byID.stdout == "tt0133093\tThe Matrix (1999)\n")
        #expect(
            byTitle.stdout
                == "The Matrix Reloaded\ttt0234215\nThe Matrix Revolutions\ttt0242653\nThe Matrix Revisited\ttt0295432\n"
        )
        #expect(nothing.status == 0)
        #expect(nothing.stdout == "")
        #expect(unknown.status == 64)
        #expect(unknown.stdout == "")
        #expect([byID.stderr, byTitle.stderr, nothing.stderr, unknown.stderr] == ["", "", "", ""])
    }
}
