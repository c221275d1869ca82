import MarqueeDomain
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

/// The query reader: which words name the film, which year, which place in a series.
struct SearchQueryTests {
    /// Everything a reading holds, for comparing whole readings.
    private struct Reading: Equatable {
        let literal: [String]
        let words: [String]
        let year: Int?
        let place: SearchSeriesPlace?
    }

    private func read(_ text: String) -> Reading {
        let query = SearchQuery(text)
        return Reading(literal: query.literal, words: query.words, year: query.year, place: query.seriesPlace)
    }

    @Test(
        "A year beside a title, bare, in brackets or before it, is read as the year, not as a title word",
        arguments: ["Heat 1995", "Heat (1995)", "1995 heat", "  HEAT  [1995] "]
    )
    func year(text: String) {
        #expect(
            read(text)
                == Reading(
                    literal: text.contains("1995 h") ? ["1995", "heat"] : ["heat", "1995"],
                    words: ["heat"], year: 1995, place: nil))
    }

    @Test("A year alone is a title, a number out of the years is a title word, and a year inside a title stays")
    func notYears() {
        #expect(read("1917") == Reading(literal: ["1917"], words: ["1917"], year: nil, place: nil))
        #expect(
            read("blade runner 2049")
                == Reading(
                    literal: ["blade", "runner", "2049"], words: ["blade", "runner", "2049"], year: nil, place: nil))
        #expect(
            read("the 1950s cafe")
                == Reading(literal: ["the", "1950s", "cafe"], words: ["the", "1950s", "cafe"], year: nil, place: nil))
    }

    @Test("'<series> N' names the N-th film, in digits or roman numerals, from 2 to 20")
    func seriesPlace() {
        #expect(
            read("alien 2")
                == Reading(
                    literal: ["alien", "2"], words: ["alien", "2"], year: nil,
                    place: SearchSeriesPlace(words: ["alien"], place: 2)))
        #expect(read("rocky iv").place == SearchSeriesPlace(words: ["rocky"], place: 4))
        #expect(read("the matrix 2 1999").place == SearchSeriesPlace(words: ["the", "matrix"], place: 2))
        #expect([read("apollo 1").place, read("apollo 21").place, read("2").place] == [nil, nil, nil])
    }
}
