import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

struct AskCatalogUseCaseTests {
    @Test("The use case reads the request and answers it from the stored catalog and profile")
    func answersFromTheRepositories() async throws {
        let profile = UserProfile(passed: [AskFilms.sixthSense.id: .distantPast])
        let useCase = AskCatalogUseCase(
            catalog: AskCatalogStub(movies: AskFilms.all), profile: AskProfileStub(profile: profile))

        let answer = try await useCase.execute("90s horror that isn't too gory", limit: 3)

        let expected = OfflineAskEngine().answer(
            AskIntentParser(catalogYears: 1945...2014).parse("90s horror that isn't too gory"),
            movies: AskFilms.all, profile: profile, limit: 3
        )
        #expect(answer == expected)
        #expect(answer.recommendations.map(\.movie) == [AskFilms.tremors, AskFilms.arachnophobia, AskFilms.hocusPocus])
        #expect(answer.recommendations.allSatisfy { $0.engine == .offlineIntent })
    }

    @Test("A profile that cannot be read is reported as a profile failure")
    func profileFailure() async {
        let useCase = AskCatalogUseCase(catalog: AskCatalogStub(movies: AskFilms.all), profile: AskFailingProfile())

        await #expect(throws: SourceError.profile(.unreadable(path: "/tmp/profile.json", reason: "test"))) {
            try await useCase.execute("anything")
        }
    }

    @Test("A follow-up is answered with the earlier request it narrows: the criteria are the two read as one")
    func followUpNarrows() async throws {
        let useCase = AskCatalogUseCase(
            catalog: AskCatalogStub(movies: AskFilms.all), profile: AskProfileStub(profile: UserProfile()))
        let parser = AskIntentParser(catalogYears: 1945...2014)

        let answer = try await useCase.execute("only after 2000", refining: parser.parse("horror"))

        #expect(answer.criteria == parser.parse("horror after 2000"))
    }
}
