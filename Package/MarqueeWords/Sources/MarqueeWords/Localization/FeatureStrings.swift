/// One feature's user-facing text, in English and German, each keyed by its `L10nKey` raw value.
protocol FeatureStrings: Sendable {
    /// The English text.
    static var english: [String: String] { get }
    /// The German text, with exactly the English keys.
    static var german: [String: String] { get }
}
