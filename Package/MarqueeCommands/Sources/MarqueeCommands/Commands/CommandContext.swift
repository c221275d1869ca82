import MarqueeWords

/// What every command runs with: its dependencies, where to print, and in which format.
public struct CommandContext: Sendable {
    /// The composition root's use cases and repositories.
    public let dependencies: AppDependencies
    /// Where output goes.
    public let console: Console
    /// Text or JSON.
    public let format: OutputFormat
    /// The language of every message.
    public let l10n: Localizer
    /// Whether and how posters are shown.
    public let images: ImageSettings

    /// Creates a context; without `images`, no posters.
    public init(
        dependencies: AppDependencies,
        console: Console,
        format: OutputFormat,
        l10n: Localizer,
        images: ImageSettings = .off
    ) {
        self.dependencies = dependencies
        self.console = console
        self.format = format
        self.l10n = l10n
        self.images = images
    }
}
