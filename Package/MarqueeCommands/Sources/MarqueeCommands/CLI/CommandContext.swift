import MarqueeWords

/// What every command runs with: its dependencies, where to print, and in which format.
public struct CommandContext: Sendable {
    /// The composition root's repositories, as Domain contracts.
    public let dependencies: AppDependencies
    /// Every use case, built once over `dependencies`.
    public let useCases: UseCases
    /// Every feature's reducer, made as the full-screen app makes them.
    let reducers: Reducers
    /// Where output goes.
    public let console: Console
    /// Text or JSON.
    public let format: OutputFormat
    /// The language of every message.
    public let l10n: Localizer
    /// Whether and how posters are shown.
    public let images: ImageSettings
    /// The variables that shape the terminal surface (`TERM`, `MARQUEE_ACCESSIBLE`), as `run` was given them; the
    /// composition reads its own settings once, and no command reads the process environment itself.
    public let variables: [String: String]

    /// Creates a context; without `images`, no posters.
    /// - Parameters:
    ///   - dependencies: the use cases and repositories.
    ///   - console: where output goes.
    ///   - format: text or JSON.
    ///   - l10n: the language.
    ///   - images: whether and how posters are shown.
    ///   - variables: the terminal surface's variables.
    public init(
        dependencies: AppDependencies,
        console: Console,
        format: OutputFormat,
        l10n: Localizer,
        images: ImageSettings = .off,
        variables: [String: String] = [:]
    ) {
        self.dependencies = dependencies
        useCases = UseCases(dependencies)
        reducers = Reducers(useCases: useCases, dependencies: dependencies)
        self.console = console
        self.format = format
        self.l10n = l10n
        self.images = images
        self.variables = variables
    }
}
