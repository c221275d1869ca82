/// A name for a running effect, so a later effect can replace or cancel it.
///
/// Ids compare by their text, and a string literal is an id: `.run(id: "search") { ... }`.
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text that identifies the effect.
    public let rawValue: String

    /// Wraps an id string exactly as given.
    /// - Parameter rawValue: the text that identifies the effect.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps a string literal, so `"search"` can be used wherever an id is expected.
    /// - Parameter value: the text that identifies the effect.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The id's text, so ids print the way they were written.
    public var description: String { rawValue }
}
