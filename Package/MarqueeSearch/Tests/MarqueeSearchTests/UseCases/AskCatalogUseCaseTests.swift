import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

struct AskCatalogUseCaseTests {
    /// "90s horror that isn't too gory", as the reader reads it.
    private static let goryHorror = AskCriteria(
        wantedGenres: [[.horror]], avoidedGenres: [.horror: .preferMilder], years: 1990...1999, maximumRating: .pg13)
    private static let reader = StubRequestReader { request, earlier in
        switch (request, earlier) {
        case ("90s horror that isn't too gory", nil): goryHorror
        case ("horror", nil): AskCriteria(wantedGenres: [[.horror]])
        case ("only after 2000", let earlier?): AskCriteria(wantedGenres: earlier.wantedGenres, years: 2001...2014)
        default: AskCriteria(unusedWords: [request])
        }
    }

    @Test("The use case reads the request and answers it from the stored catalog and profile")
    func answersFromTheRepositories() async throws {
        let profile = UserProfile(passed: [AskFilms.sixthSense.id: .distantPast])
        let stored = InMemoryProfileRepository(profile)
        let useCase = AskCatalogUseCase(catalog: ArrayCatalog(AskFilms.all), profile: stored, reader: Self.reader)

        let answer = try await useCase.execute("90s horror that isn't too gory", limit: 3)
        // Answering a request reads the profile and never writes it.
        #expect(await stored.updateCount == 0)

        let expected = OfflineAskEngine().answer(Self.goryHorror, movies: AskFilms.all, profile: profile, limit: 3)
        #expect(answer == expected)
        #expect(answer.recommendations.map(\.movie) == [AskFilms.tremors, AskFilms.arachnophobia, AskFilms.hocusPocus])
        #expect(answer.recommendations.allSatisfy { $0.engine == .offlineIntent })
    }

    @Test("A profile that cannot be read is reported as a profile failure")
    func profileFailure() async {
        let failure = ProfileError.unreadable(path: "/tmp/profile.json", reason: "test")
        let useCase = AskCatalogUseCase(
            catalog: ArrayCatalog(AskFilms.all), profile: FailingProfileStore(error: failure), reader: Self.reader)

        await #expect(throws: SourceError.profile(.unreadable(path: "/tmp/profile.json", reason: "test"))) {
            try await useCase.execute("anything")
        }
    }

    @Test("A follow-up is read against the earlier request it narrows, and answered by what the reader makes of both")
    func followUpNarrows() async throws {
        let useCase = AskCatalogUseCase(
            catalog: ArrayCatalog(AskFilms.all), profile: InMemoryProfileRepository(), reader: Self.reader)

        let answer = try await useCase.execute("only after 2000", refining: AskCriteria(wantedGenres: [[.horror]]))

        #expect(answer.criteria == AskCriteria(wantedGenres: [[.horror]], years: 2001...2014))
    }
}
