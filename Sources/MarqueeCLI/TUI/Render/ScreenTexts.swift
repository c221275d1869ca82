import Foundation

/// What the words on screen depend on besides the state: the language, the recommender's address, and the clock
/// that cache ages are measured with.
struct ScreenTexts: Sendable {
    /// The language.
    let l10n: Localizer
    /// The form mode's service, as configured, for "answered by the recommender at …".
    var recommenderAddress: String?
    /// Where the model settings live, for "the model refused the key: check …".
    var modelSettingsPath = ""
    /// The clock; tests fix it so ages such as "from 2 days ago" stay the same.
    var now: @Sendable () -> Date = { Date() }

    /// A console that writes nothing and never styles, for reusing the commands' text renderers on screen.
    static let silentConsole = Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in })
}
