import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

/// Requests outside what the catalog holds are answered from the closest films, and the answer says so.
struct CoverageRelaxationTests {
    private static func film(_ number: Int, _ year: Int, _ rating: ContentRating) -> Movie {
        Movie(
            id: MovieID("tt\(1_000_000 + number)"), title: "Film \(number)", year: year, runtimeMinutes: 120,
            genres: [.drama], contentRating: rating, criticScore: 7, reviewCount: 100)
    }

    private static let films = [
        film(1, 1994, .pg13), film(2, 2010, .pg13), film(3, 2013, .pg13), film(4, 1979, .r), film(5, 2014, .r),
        film(6, 2015, .r), film(7, 2016, .r),
    ]
    private static let span = CatalogSpan(years: 1979...2016, filmCount: 7)
    private static let lastYears = ClosestYears(asked: 2027...2027, used: 2014...2016, span: span)

    private static func answer(year: Int, minutes: Int? = nil, rating: ContentRating) -> LocalFormAnswer {
        let form = RecommendationForm(
            year: year, duration: minutes.map(FormDuration.minutes) ?? .seasons(1), contentType: .movie,
            rating: rating)
        let taste = TasteModel(profile: .empty) { id in films.first { $0.id == id } }
        return LocalFormEngine().answer(form, from: films, taste: taste, limit: 2)
    }

    @Test("A form year after the catalog uses its last years and says which")
    func formYearAfterCatalog() {
        let answer = Self.answer(year: 2027, rating: .r)
        #expect(answer.relaxation == .closestYears(Self.lastYears))
        #expect(answer.recommendations.map(\.movie.year) == [2016, 2015])
    }

    @Test("PG-13 before 1984 widens the years and names the year the MPAA introduced it")
    func ratingBeforeItExisted() {
        let answer = Self.answer(year: 1950, rating: .pg13)
        #expect(answer.relaxation == .otherYears(requested: 1950, rating: .pg13, introduced: 1984, used: 1994...2013))
        #expect(answer.recommendations.map(\.movie.year) == [1994, 2010])
    }

    @Test("A runtime no film comes near widens the runtime, not the years")
    func runtimeWidened() {
        let answer = Self.answer(year: 2015, minutes: 300, rating: .r)
        #expect(answer.relaxation == .otherRuntimes(requested: 300, rating: .r))
        #expect(answer.recommendations.map(\.movie.year) == [2015, 2014])
    }

    @Test("A form the catalog can answer as asked relaxes nothing")
    func nothingRelaxed() {
        let answer = Self.answer(year: 2015, minutes: 120, rating: .r)
        #expect(answer.relaxation == nil)
        #expect(answer.recommendations.map(\.movie.year) == [2015, 2014])
    }

    @Test("The use case carries the relaxation with the local picks")
    func useCaseCarriesRelaxation() async throws {
        let form = RecommendationForm(year: 2027, duration: .seasons(1), contentType: .movie, rating: .r)
        let useCase = RecommendMoviesUseCase(
            catalog: ArrayCatalog(Self.films), profile: InMemoryProfileRepository(), service: nil)
        let answer = try await useCase.execute(form, limit: 2)
        #expect(answer.relaxation == .closestYears(Self.lastYears))
    }

    @Test("An ask for a year after the catalog searches its last years and says so")
    func askYearAfterCatalog() {
        let criteria = AskCriteria(years: 2019...2019, favorsAcclaim: true)
        let answer = OfflineAskEngine().answer(criteria, movies: Self.films, profile: .empty, limit: 3)
        #expect(answer.criteria.years == 2019...2019)
        #expect(answer.closestYears == ClosestYears(asked: 2019...2019, used: 2014...2016, span: Self.span))
        #expect(Set(answer.recommendations.map(\.movie.year)) == [2014, 2015, 2016])
    }

    @Test("An ask inside the catalog carries no closest years")
    func askInsideCatalog() {
        let answer = OfflineAskEngine().answer(
            AskCriteria(years: 2010...2016), movies: Self.films, profile: .empty, limit: 3)
        #expect(answer.closestYears == nil)
    }
}
