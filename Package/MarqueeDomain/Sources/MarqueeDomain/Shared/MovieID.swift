/// A stable identifier for a film: the IMDb id (`tt0133093`) for catalog films.
public struct MovieID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier as written on the wire and in files, for example `tt0133093`.
    public let rawValue: String

    /// Wraps an identifier string exactly as given.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps an identifier string exactly as given.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The identifier itself, so ids print the way users type them.
    public var description: String { rawValue }

    /// Orders ids by their raw text, which makes every sort that ties on score deterministic.
    public static func < (lhs: MovieID, rhs: MovieID) -> Bool { lhs.rawValue < rhs.rawValue }
}
