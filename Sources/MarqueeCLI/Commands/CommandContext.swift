/// What every command runs with: its dependencies, where to print, and in which format.
public struct CommandContext: Sendable {
    /// The composition root's use cases and repositories.
    public let dependencies: AppDependencies
    /// Where output goes.
    public let console: Console
    /// Text or JSON.
    public let format: OutputFormat

    /// Creates a context.
    public init(dependencies: AppDependencies, console: Console, format: OutputFormat) {
        self.dependencies = dependencies
        self.console = console
        self.format = format
    }
}
