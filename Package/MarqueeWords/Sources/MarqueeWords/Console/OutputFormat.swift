/// How a command prints its result.
public enum OutputFormat: Sendable {
    /// Human-readable text.
    case text
    /// The documented JSON schema (docs/CLI.md).
    case json
}
