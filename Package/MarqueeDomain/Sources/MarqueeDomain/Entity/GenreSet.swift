/// A set of genres packed into one machine word.
///
/// Ranking touches every film's genres for every request, so membership and intersection
/// must be a single AND instruction rather than a hash lookup.
public struct GenreSet: OptionSet, Hashable, Sendable, Sequence {
    /// One bit per ``Genre``, in `Genre.allCases` order.
    public let rawValue: UInt32

    /// Creates a set from its bit pattern.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates a set holding exactly the given genres.
    public init<S: Sequence>(_ genres: S) where S.Element == Genre {
        var bits: UInt32 = 0
        for genre in genres { bits |= 1 << UInt32(genre.index) }
        self.rawValue = bits
    }

    /// Creates a set holding one genre.
    public init(_ genre: Genre) { self.rawValue = 1 << UInt32(genre.index) }

    /// The number of genres in the set.
    public var count: Int { rawValue.nonzeroBitCount }

    /// Whether the set holds the given genre.
    public func contains(_ genre: Genre) -> Bool { rawValue & (1 << UInt32(genre.index)) != 0 }

    /// The genres in declaration order.
    public func makeIterator() -> IndexingIterator<[Genre]> {
        Genre.allCases.filter { contains($0) }.makeIterator()
    }
}
