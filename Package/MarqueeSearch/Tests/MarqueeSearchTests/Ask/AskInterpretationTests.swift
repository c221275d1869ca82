import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

/// A word read as something else says so, quotes the user's own words, and counts as used only when
/// the reading changed the picks.
struct AskInterpretationTests {
    private let parser = AskIntentParser(catalogYears: 1902...2014)
    private let engine = OfflineAskEngine()

    private static let movies: [Movie] = {
        var movies: [Movie] = []
        for index in 0..<6 {
            let critic: Double = 8.0 - Double(index) / 10
            movies.append(Synthetic.film("tt1\(index)", year: 1990 + index, genres: [.comedy], critic: critic))
            movies.append(Synthetic.film("tt2\(index)", year: 1990 + index, genres: [.drama], critic: critic - 1))
        }
        for index in 0..<3 {
            movies.append(Synthetic.film("tt3\(index)", year: 1925 + index, genres: [.comedy], critic: 6.0))
            movies.append(Synthetic.film("tt4\(index)", year: 1950 + index, genres: [.horror], critic: 6.0))
        }
        return movies
    }()

    private func answer(_ request: String) -> AskAnswer {
        engine.answer(parser.parse(request), movies: Self.movies, profile: .empty, limit: 5)
    }

    @Test("A mood read as a genre is an interpretation in the user's own words, German included")
    func moodIsAReading() {
        let sad = AskMood(word: "sad", genres: [.drama])
        #expect(
            parser.parse("something sad").interpretations
                == [AskInterpretation(typed: "sad", reading: .mood(sad, wanted: []))])
        #expect(parser.parse("ein trauriger Film").interpretations.map(\.typed) == ["trauriger"])
    }

    @Test("'sad' changes the picks to dramas, is kept as a reading, and the reason quotes it")
    func sadChangesThePicks() throws {
        let result = answer("something sad")
        #expect(result.criteria.interpretations.map(\.typed) == ["sad"])
        #expect(result.ignored.isEmpty)
        let first = try #require(result.recommendations.first)
        #expect(first.movie.genres.contains(.drama))
        #expect(first.reasons.first?.kind == .mood(word: "sad", genre: .drama))
    }

    @Test("A German mood's reason quotes the German word, never an English stand-in")
    func germanReasonQuotesGerman() throws {
        let result = answer("traurige Filme aus den 90ern")
        let first = try #require(result.recommendations.first)
        #expect(first.reasons.first?.kind == .mood(word: "traurige", genre: .drama))
    }

    @Test("A reading that does not change the picks is reported as not used, and no reason claims it")
    func unchangedIsReported() {
        let result = answer("funny comedies")
        #expect(result.criteria.interpretations.isEmpty)
        #expect(result.ignored == ["funny"])
        #expect(
            !result.recommendations.contains { $0.reasons.contains { $0.kind == .mood(word: "funny", genre: .comedy) } }
        )
    }

    @Test("'silent' and 'black and white' are read as years, and say so")
    func eraReadings() {
        let silent = answer("a silent comedy")
        #expect(silent.criteria.interpretations == [AskInterpretation(typed: "silent", reading: .years(1902...1929))])
        #expect(Set(silent.recommendations.map(\.movie.id.rawValue)) == ["tt30", "tt31", "tt32"])
        let mono = parser.parse("black and white horror")
        #expect(mono.years == 1902...1959)
        #expect(mono.interpretations.map(\.typed) == ["black and white"])
    }
}
