import MarqueeDomain
import MarqueeRanking

/// A film named by its place in a series, as in "alien 2": the series' words and the place, from 2 to 20.
public struct SearchSeriesPlace: Hashable, Sendable {
    /// The folded words the series' titles start with.
    public let words: [String]
    /// The film's place in the series, in release order; the first film is 1.
    public let place: Int

    /// Creates a place in a series.
    public init(words: [String], place: Int) {
        self.words = words
        self.place = place
    }
}
