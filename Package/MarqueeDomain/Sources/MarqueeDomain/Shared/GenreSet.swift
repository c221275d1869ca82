/// A set of genres packed into one machine word.
public struct GenreSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// One bit per ``Genre``, in `Genre.allCases` order.
    public private(set) var rawValue: UInt32

    /// Creates a set from its bit pattern.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates a set holding exactly the given genres.
    public init<S: Sequence>(_ genres: S) where S.Element == Genre {
        var bits: UInt32 = 0
        for genre in genres { bits |= Self.bit(genre) }
        self.rawValue = bits
    }

    /// Creates a set from a literal list of genres.
    public init(arrayLiteral genres: Genre...) { self.init(genres) }

    /// The number of genres in the set.
    public var count: Int { rawValue.nonzeroBitCount }

    /// Whether the set has no genres.
    public var isEmpty: Bool { rawValue == 0 }

    /// Whether the set holds the given genre.
    public func contains(_ genre: Genre) -> Bool { rawValue & Self.bit(genre) != 0 }

    /// Adds a genre.
    public mutating func insert(_ genre: Genre) { rawValue |= Self.bit(genre) }

    /// Removes a genre.
    public mutating func remove(_ genre: Genre) { rawValue &= ~Self.bit(genre) }

    /// The genres in both sets.
    public func intersection(_ other: GenreSet) -> GenreSet { GenreSet(rawValue: rawValue & other.rawValue) }

    /// The genres in either set.
    public func union(_ other: GenreSet) -> GenreSet { GenreSet(rawValue: rawValue | other.rawValue) }

    /// The genres in declaration order.
    public func makeIterator() -> IndexingIterator<[Genre]> {
        Genre.allCases.filter { contains($0) }.makeIterator()
    }

    /// The genre names joined by commas, for example `Action, Sci-Fi`.
    public var description: String { map(\.rawValue).joined(separator: ", ") }

    private static func bit(_ genre: Genre) -> UInt32 { 1 << UInt32(genre.index) }
}
