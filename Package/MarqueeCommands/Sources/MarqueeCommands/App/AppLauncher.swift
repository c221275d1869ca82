import Foundation
import MVIKit
import MarqueePresentation
import MarqueeTerminalApp
import MarqueeWords
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// Opens the app in the mode `LaunchMode` picked, over the command's dependencies.
enum AppLauncher {
    /// The exit status after Ctrl-C, as a shell reports a program stopped by SIGINT.
    static let interruptedStatus: Int32 = 130

    /// Runs the app until the user quits.
    ///
    /// When the full screen cannot be set up after all (raw mode refused), the linear app runs instead.
    /// - Parameters:
    ///   - mode: `.fullScreen` or `.linear`; `.plain` opens nothing.
    ///   - context: the dependencies, the console and the language.
    /// - Returns: the exit status: 0, or 130 after Ctrl-C.
    @MainActor static func open(_ mode: LaunchMode, context: CommandContext) async -> Int32 {
        let dependencies = context.dependencies
        // A recommender address that is not an http(s) URL is reported by `marquee recommend`; here the form
        // falls back to the local engine, and says so.
        let recommender = try? dependencies.recommender(backend: nil)
        // Decided before the full screen reads keys: under `auto` this asks the terminal, and its answer must not
        // be read as key presses. The linear app shows no images.
        let imageProtocol = mode == .fullScreen ? context.images.imageProtocol() : nil
        let store = Store(
            initialState: context.appState,
            reducer: context.appReducer(recommender: recommender?.service, imageProtocol: imageProtocol))
        var texts = ScreenTexts(l10n: context.l10n, recommenderAddress: recommender?.address)
        texts.modelSettingsPath = dependencies.modelSettingsPath
        let linear = LinearApp(store: store, console: context.console, texts: texts)
        switch mode {
        case .plain:
            return MarqueeCLI.success
        case .linear:
            _ = await linear.run(lines: LineReader.standardInput())
            return MarqueeCLI.success
        case .fullScreen:
            do throws(TerminalError) {
                // The console's colour was decided once, `--color` included; the full screen follows it.
                var environment = TerminalEnvironment(
                    variables: context.variables, inputIsTerminal: isatty(STDIN_FILENO) == 1,
                    outputIsTerminal: isatty(STDOUT_FILENO) == 1)
                environment.usesColor = context.console.usesColor
                let terminal = Terminal(environment: environment)
                let app = TerminalApp(store: store, terminal: terminal, texts: texts, imageProtocol: imageProtocol)
                let outcome = try await app.run()
                return outcome == .interrupted ? interruptedStatus : MarqueeCLI.success
            } catch {
                _ = await linear.run(lines: LineReader.standardInput())
                return MarqueeCLI.success
            }
        }
    }

    /// Opens the app for `marquee` with no command (or only `--accessible`), when the terminal allows it.
    /// - Parameters:
    ///   - arguments: the arguments after the program name, `--lang` already taken out.
    ///   - environment: the process environment.
    ///   - console: where output goes; its `isTerminal` says whether standard output is a terminal.
    ///   - l10n: the language.
    ///   - images: what `--images` and `MARQUEE_IMAGES` say about the detail panel's poster.
    ///   - makeDependencies: builds the composition root.
    /// - Returns: the exit status, or `nil` when `marquee` should print tonight's picks as plain text instead.
    @MainActor static func openIfBare(
        _ arguments: [String],
        environment: [String: String],
        console: Console,
        l10n: Localizer,
        images: ImageSettings = .off,
        makeDependencies: MarqueeCLI.DependencyFactory
    ) async -> Int32? {
        guard arguments.isEmpty || arguments == ["--accessible"] else { return nil }
        let mode = LaunchMode.resolve(
            forced: false,
            accessibleFlag: !arguments.isEmpty,
            variables: environment,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: console.isTerminal
        )
        guard mode != .plain else { return nil }
        do throws(CommandFailure) {
            let dependencies = try makeDependencies(environment, console, l10n)
            // The Ask screen reads the model settings: a corrupt file stops the app, as it stops `marquee app`.
            try dependencies.languageModel.check()
            let context = CommandContext(
                dependencies: dependencies, console: console, format: .text, l10n: l10n, images: images,
                variables: environment)
            let status = await open(mode, context: context)
            if status == interruptedStatus { exit(status) }
            return status
        } catch {
            console.error("marquee: " + FailureMessage(l10n: l10n).text(error))
            return MarqueeCLI.failure
        }
    }
}
