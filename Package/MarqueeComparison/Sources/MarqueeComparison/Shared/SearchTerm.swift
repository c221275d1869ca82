import Foundation

/// Text worth searching for: what the user typed, trimmed, and at least two characters long.
///
/// Shorter input resets every variant to idle instead of searching, so "v" never floods the catalog.
public struct SearchTerm: Hashable, Sendable {
    /// The fewest characters, after trimming, that start a search.
    public static let minimumLength = 2

    /// The trimmed text to send to the ``SearchService``.
    public let text: String

    /// Trims typed text and keeps it only when it is long enough to search for.
    /// - Parameter typed: the raw contents of the search field.
    public init?(_ typed: String) {
        let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= Self.minimumLength else { return nil }
        text = trimmed
    }
}
