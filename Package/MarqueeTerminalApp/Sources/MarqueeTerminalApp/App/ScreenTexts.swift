import Foundation
import MarqueeWords

/// What the words on screen depend on besides the state: the language, the recommender's address, and the clock
/// that cache ages are measured with.
public struct ScreenTexts: Sendable {
    /// The language.
    public let l10n: Localizer
    /// The form mode's service, as configured, for "answered by the recommender at …".
    var recommenderAddress: String?
    /// Where the model settings live, for "the model refused the key: check …".
    public var modelSettingsPath = ""
    /// The clock; tests fix it so ages such as "from 2 days ago" stay the same.
    var now: @Sendable () -> Date = { Date() }
    /// Whether the words are for the accessible linear mode, where a screen reader would read a caret, a cursor
    /// mark or a star aloud: there the field and the selection are said in words by the prompt, and a rating too.
    var isLinear = false

    /// Creates the words for a language.
    /// - Parameters:
    ///   - l10n: the language.
    ///   - recommenderAddress: the form mode's service, or `nil`.
    ///   - modelSettingsPath: where the model settings live.
    ///   - now: the clock.
    ///   - isLinear: whether the words are for the linear mode.
    public init(
        l10n: Localizer, recommenderAddress: String? = nil, modelSettingsPath: String = "",
        now: @escaping @Sendable () -> Date = { Date() }, isLinear: Bool = false
    ) {
        self.l10n = l10n
        self.recommenderAddress = recommenderAddress
        self.modelSettingsPath = modelSettingsPath
        self.now = now
        self.isLinear = isLinear
    }

    /// `› ` before the row under the cursor on screen; nothing in the linear mode, whose prompt names the selection.
    public func marker(_ selected: Bool) -> String { isLinear ? "" : SavedText.marker(selected) }

    /// The caret after the text of the field being typed into; nothing in the linear mode, which prompts for it.
    public func caret(_ editing: Bool) -> String { editing && !isLinear ? "▏" : "" }

    /// A console that writes nothing and never styles, for reusing the commands' text renderers on screen.
    static let silentConsole = Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in })
}
