import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The `marquee` program: parses arguments, builds dependencies, runs one command, returns the exit code.
///
/// Exit codes: 0 success, 1 failure (message on stderr saying what to do), 64 usage error. Under `--json` the
/// error on stderr is one JSON object with a stable code (`ErrorJSON`), so a script never has to parse prose.
public enum MarqueeCLI {
    /// Exit code for success.
    public static let success: Int32 = 0
    /// Exit code for a failure the user can fix by following the message.
    public static let failure: Int32 = 1
    /// Exit code for a usage error (`EX_USAGE`).
    public static let usage: Int32 = 64

    /// Builds the composition root for a run.
    public typealias DependencyFactory =
        @MainActor ([String: String], Console, Localizer) throws(CommandFailure) ->
        AppDependencies

    /// Runs the program.
    /// - Parameters:
    ///   - rawArguments: the arguments after the program name.
    ///   - environment: the process environment.
    ///   - givenConsole: where output goes.
    ///   - makeDependencies: builds the composition root; tests pass in-memory parts.
    /// - Returns: the exit code.
    @MainActor
    public static func run(
        arguments rawArguments: [String],
        environment: [String: String],
        console givenConsole: Console,
        makeDependencies: DependencyFactory
    ) async -> Int32 {
        let english = Localizer(.english)
        let wantsJSON = (rawArguments.firstIndex(of: "--").map { rawArguments[..<$0] } ?? rawArguments[...])
            .contains("--json")
        let (language, withoutLanguage): (Language, [String])
        do {
            (language, withoutLanguage) = try LanguageArgument.extract(
                from: rawArguments,
                environment: environment,
                l10n: english
            )
        } catch {
            return ErrorReport(
                console: givenConsole, l10n: english, json: wantsJSON,
                echo: ArgumentEcho(arguments: rawArguments, l10n: english)
            ).usage(error)
        }
        let l10n = Localizer(language)
        // Colour is decided here, once; every writer below, the full-screen app too, takes it from the console.
        let (color, withoutColor): (ColorChoice?, [String])
        let (images, arguments): (ImageChoice, [String])
        do {
            (color, withoutColor) = try ColorArgument.extract(from: withoutLanguage, l10n: l10n)
            (images, arguments) = try ImagesArgument.extract(from: withoutColor, environment: environment, l10n: l10n)
        } catch {
            return ErrorReport(
                console: givenConsole, l10n: l10n, json: wantsJSON,
                echo: ArgumentEcho(arguments: rawArguments, l10n: l10n)
            ).usage(error)
        }
        let console = color.map { givenConsole.coloured($0, environment: environment) } ?? givenConsole
        let errors = ErrorReport(
            console: console, l10n: l10n, json: wantsJSON, echo: ArgumentEcho(arguments: rawArguments, l10n: l10n))
        if arguments.first == MovieCompletion.flag {
            return await complete(Array(arguments.dropFirst()), environment, console, l10n, makeDependencies)
        }
        if arguments.first == "--version" {
            console.out("marquee \(HelpText.version)")
            do {
                let (span, overlay) = try await catalogSpan(environment, console, l10n, makeDependencies)
                // With the person's IMDb catalog in use, its own line states the span: not the bundled one's words.
                if let span, overlay == nil { console.out(CoverageText(l10n: l10n).span(span)) }
                if let overlay { console.out(CatalogText(l10n: l10n).overlay(overlay)) }
            } catch {
                return errors.failure(error)
            }
            return success
        }
        if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
            do {
                let (span, overlay) = try await catalogSpan(environment, console, l10n, makeDependencies)
                console.out(HelpText(l10n: l10n).overview(span: span, overlay: overlay))
            } catch {
                return errors.failure(error)
            }
            return success
        }
        var (accessible, rest) = AccessibleArgument.extract(from: arguments)
        // Plain `marquee` in a terminal opens the full-screen app; in a pipe it prints tonight's picks below.
        if let status = await AppLauncher.openIfBare(
            accessible && rest.isEmpty ? ["--accessible"] : rest, environment: environment, console: console,
            l10n: l10n,
            images: ImageSettings(choice: images, variables: environment, outputIsTerminal: console.isTerminal),
            makeDependencies: makeDependencies)
        {
            return status
        }
        let name = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? TonightCommand.spec.names[0]
        if rest.first == name { rest.removeFirst() }
        guard let type = CommandRegistry.command(named: name) else {
            return errors.usage(UsageError(l10n(.usageUnknownCommand, name), command: nil))
        }
        // Only the app has a linear mode; for it the global flag is its own `--accessible`.
        if accessible && type == AppCommand.self { rest.append("--accessible") }
        let command: any MarqueeCommand
        let parsed: ParsedArguments
        do {
            parsed = try CommandLineParser().parse(rest, for: type.spec, invokedAs: name, l10n: l10n)
            if parsed.has("--help") {
                console.out(HelpText(l10n: l10n).command(type.spec, invokedAs: name))
                return success
            }
            command = try type.init(parsed)
        } catch {
            return errors.usage(error)
        }
        if let textOnly = command as? any TextOnlyCommand {
            console.out(textOnly.text(l10n: l10n))
            return success
        }
        do {
            let dependencies = try makeDependencies(environment, console, l10n)
            if (command as? any ReadsModelSettings)?.readsModelSettings == true {
                try dependencies.languageModel.check()
            }
            let format: OutputFormat = parsed.has("--json") ? .json : .text
            try await command.run(
                in: CommandContext(
                    dependencies: dependencies, console: console, format: format, l10n: l10n,
                    images: ImageSettings(choice: images, variables: environment, outputIsTerminal: console.isTerminal),
                    variables: environment
                ))
            return success
        } catch {
            return errors.failure(error)
        }
    }

    /// Answers the completion scripts' hidden callback, `---complete movie PREFIX`: candidate lines or nothing.
    ///
    /// A shell offers whatever it prints on stdout, so a failure prints nothing there.
    @MainActor
    private static func complete(
        _ arguments: [String],
        _ environment: [String: String],
        _ console: Console,
        _ l10n: Localizer,
        _ makeDependencies: DependencyFactory
    ) async -> Int32 {
        guard arguments.first == "movie", arguments.count <= 2 else { return usage }
        let movies: [Movie]
        do throws(CommandFailure) {
            let catalog = try makeDependencies(environment, console, l10n).catalog
            do { movies = try await catalog.allMovies() } catch { throw .catalog(error) }
        } catch {
            // The scripts send stderr to /dev/null, so the message is for someone running the callback by hand.
            console.error("marquee: " + FailureMessage(l10n: l10n).text(error))
            return failure
        }
        console.outRows(MovieCompletion.rows(prefix: arguments.count == 2 ? arguments[1] : "", in: movies))
        return success
    }

    /// Measures the catalog for `--version` and help, which state its span and size, and what the person's IMDb
    /// catalog adds when there is one.
    @MainActor
    private static func catalogSpan(
        _ environment: [String: String],
        _ console: Console,
        _ l10n: Localizer,
        _ makeDependencies: DependencyFactory
    ) async throws(CommandFailure) -> (CatalogSpan?, IMDbOverlaySummary?) {
        let dependencies = try makeDependencies(environment, console, l10n)
        let useCases = UseCases(dependencies)
        do { return (try await useCases.measureCatalog.execute(), dependencies.imdb?.overlay) } catch {
            throw .catalog(error)
        }
    }
}
