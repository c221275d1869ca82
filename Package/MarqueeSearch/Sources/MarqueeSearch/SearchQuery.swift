import MarqueeDomain
import MarqueeRanking

/// A query as search reads it: its folded words, and what some of them say beyond the title.
///
/// One reader serves every way a film is named (search, reacting by title, opening a film), so "Heat (1995)",
/// "heat 1995" and "1995 heat" mean the same wherever they are typed. Its readings are general, never tied to
/// a title:
/// - a release year: a four-digit word from 1870 to 2039 first or last beside other words, in brackets or not. It
///   narrows the films rather than being a title word that must match, but the literal words are searched too, so
///   "death race 2000" still finds its film.
/// - a place in a series: "<series> N" with N from 2 to 20 (digits or a roman numeral), the N-th film of the series
///   in release order, so "alien 2" finds Aliens, which has no 2 in its title.
public struct SearchQuery: Hashable, Sendable {
    /// Every folded word as typed, roman numerals read as digits.
    public let literal: [String]
    /// The words that name the film: `literal` without the year, when there is one.
    public let words: [String]
    /// The release year the query names, if any.
    public let year: Int?
    /// The series words and the film's place in the series, when the query ends in a number from 2 to 20.
    public let seriesPlace: SearchSeriesPlace?

    /// The years a query word may name: the catalog's films start in 1902, and no later year is plausible.
    static let years = 1870...2039

    /// Reads a query: folds it (`SearchText`), reads roman numerals as digits, then finds a year and a place.
    public init(_ text: String) {
        let literal = SearchNumerals.normalized(SearchText(text).words)
        self.literal = literal
        // A year only beside other words: "1917" alone is a title.
        if literal.count >= 2, let (place, year) = Self.year(in: literal) {
            self.year = year
            var words = literal
            words.remove(at: place)
            self.words = words
        } else {
            year = nil
            words = literal
        }
        if words.count >= 2, let last = words.last, last.count <= 2, let place = Int(last), (2...20).contains(place) {
            seriesPlace = SearchSeriesPlace(words: Array(words.dropLast()), place: place)
        } else {
            seriesPlace = nil
        }
    }

    /// The year word and its place: the last word, else the first, when it is four digits in `years`.
    private static func year(in words: [String]) -> (Int, Int)? {
        for place in [words.count - 1, 0] {
            let word = words[place]
            if word.count == 4, word.allSatisfy(\.isASCII), let year = Int(word), years.contains(year) {
                return (place, year)
            }
        }
        return nil
    }
}
