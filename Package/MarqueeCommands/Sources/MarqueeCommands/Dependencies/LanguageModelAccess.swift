import MarqueeDomain

/// The language model behind `ask` and `chat`, and its settings, as the composition root built them.
///
/// One implementation decides the precedence (flag, then environment, then settings file, then default) for both the
/// client and the report `marquee model` prints, so the two can never disagree.
public protocol LanguageModelAccess: Sendable {
    /// Where the settings file lives, named in messages about the API key.
    var settingsPath: String { get }

    /// A client for the choice, or `nil` when no model is configured and none is required.
    /// - Parameter choice: the command's flags.
    /// - Returns: the client, or `nil` to answer offline.
    func chatModel(_ choice: ModelChoice) -> (any ChatModelRepository)?

    /// The values `ask` would use now, and where each comes from; never the key itself.
    /// - Throws: `ModelSettingsError` when the settings file exists but cannot be read.
    func report() throws(ModelSettingsError) -> ModelSettingsReport

    /// Stores the given values in the settings file, keeping the others.
    /// - Parameter change: what to store.
    /// - Throws: `ModelSettingsError` when the file cannot be read or written.
    func update(_ change: ModelSettingsChange) throws(ModelSettingsError)
}

extension LanguageModelAccess {
    /// Reads the settings file once, so a command that will ask a model stops with the file's name when it is
    /// corrupt, rather than answering offline as if no key were set.
    /// - Throws: ``CommandFailure/modelSettings(_:)`` when the file exists but cannot be read.
    func check() throws(CommandFailure) {
        do throws(ModelSettingsError) { _ = try report() } catch { throw .modelSettings(error) }
    }
}
