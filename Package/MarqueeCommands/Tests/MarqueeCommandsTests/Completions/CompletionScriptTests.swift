import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeCommands

/// The completion scripts, generated from the command table: held as snapshots, offering every command and
/// option, and accepted by each shell's syntax check.
@Suite("Completion scripts")
struct CompletionScriptTests {
    /// Each shell and the snapshot file that holds its script.
    static let scripts = [("bash", "marquee.bash"), ("zsh", "marquee.zsh"), ("fish", "marquee.fish")]

    @Test("Each shell's script is the recorded snapshot", arguments: scripts)
    func snapshot(shell: String, file: String) {
        TextSnapshot.check(CompletionsCommand.script(for: shell), named: file)
    }

    @Test("Every script names every command and every option of the command table", arguments: scripts)
    func everyCommandAndOption(shell: String, file: String) {
        let script = CompletionsCommand.script(for: shell)
        let specs = CommandRegistry.all.map { $0.spec }
        let names = specs.flatMap(\.names)
        let options = Set((specs.flatMap(\.options) + CommandSpec.globalOptions).map { String($0.name.dropFirst(2)) })

        #expect(names.filter { !script.contains($0) } == [])
        #expect(options.filter { !script.contains($0) }.sorted() == [])
    }

    @Test("Every value option of the table completes to known values, or is listed as free text")
    func everyValueOptionIsClassified() {
        let valueOptions = Set(
            (CommandRegistry.all.flatMap { $0.spec.options } + CommandSpec.globalOptions)
                .filter { $0.valueName != nil }.map(\.name))
        let freeText = valueOptions.filter { CompletionCatalog.values(forOption: $0) == .text }

        #expect(freeText == CompletionCatalog.freeTextOptions)
        #expect(CompletionCatalog.values(forOption: "--genre") == CompletionCatalog.values(forOption: "--genres"))
        #expect(CompletionCatalog.values(forOption: "--color") == .choices(["auto", "always", "never"]))
        #expect(CompletionCatalog.values(forOption: "--letterboxd") == .file)
    }

    @Test("Positional arguments complete as films, files or shells by their usage name")
    func positionalArguments() {
        let arguments = Dictionary(
            CompletionCatalog.commands.map { ($0.names[0], $0.arguments) }, uniquingKeysWith: { first, _ in first })

        #expect(arguments["like"] == .movie)
        #expect(arguments["movie"] == .movie)
        #expect(arguments["import"] == .file)
        #expect(arguments["completions"] == .choices(["bash", "zsh", "fish"]))
        #expect(arguments["search"] == .text)
    }

    @Test("bash -n accepts the bash script")
    func bashSyntax() throws {
        let bash = try #require(ShellTool.path("bash"), "bash is not installed")
        let run = try ShellTool.run(bash, ["-n", TextSnapshot.file("marquee.bash").path])

        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test(
        "zsh -n accepts the zsh script",
        .enabled(if: ShellTool.path("zsh") != nil, "zsh is not installed: SKIPPED; Scripts/test installs it")
    )
    func zshSyntax() throws {
        let run = try ShellTool.run(ShellTool.path("zsh") ?? "zsh", ["-n", TextSnapshot.file("marquee.zsh").path])

        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test(
        "fish -n accepts the fish script",
        .enabled(if: ShellTool.path("fish") != nil, "fish is not installed: SKIPPED; Scripts/test installs it")
    )
    func fishSyntax() throws {
        let run = try ShellTool.run(ShellTool.path("fish") ?? "fish", ["-n", TextSnapshot.file("marquee.fish").path])

        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    private func film(_ id: String, _ title: String, _ year: Int?) -> Movie {
        Movie(id: MovieID(id), title: title, year: year)
    }

    @Test("The movie callback lists ids first, then titles, case-insensitively, at most 50")
    func movieCandidates() {
        let movies = [
            film("tt0133093", "The Matrix", 1999),
            film("tt0234215", "The Matrix Reloaded", 2003),
            film("tt0111161", "The Shawshank Redemption", 1994),
        ]

        #expect(
            MovieCompletion.rows(prefix: "THE MA", in: movies) == [
                ["The Matrix", "tt0133093"], ["The Matrix Reloaded", "tt0234215"],
            ])
        #expect(
            MovieCompletion.rows(prefix: "tt01", in: movies) == [
                ["tt0133093", "The Matrix (1999)"], ["tt0111161", "The Shawshank Redemption (1994)"],
            ])
        #expect(MovieCompletion.rows(prefix: "", in: movies).count == 3)
        let many = (0..<80).map { film("tt\(1000 + $0)", "Film \($0)", nil) }
        #expect(MovieCompletion.rows(prefix: "tt", in: many).count == MovieCompletion.limit)
    }
}
