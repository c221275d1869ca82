import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct CompleteOnboardingUseCaseTests {
    @Test("Onboarding replaces the preferred genres, marks onboarding done and keeps every reaction")
    func keepsReactions() async throws {
        let store = InMemoryProfileRepository(Profiles.busy)

        let saved = try await CompleteOnboardingUseCase(profile: store).execute(genres: [.western, .war])
        let expected = UserProfile(
            preferredGenres: [.western, .war],
            liked: Profiles.busy.liked,
            saved: Profiles.busy.saved,
            passed: Profiles.busy.passed,
            hasCompletedOnboarding: true
        )
        #expect(saved == expected)
        #expect(await store.stored == expected)
    }

    @Test("A first run with no genres picked still counts as onboarded")
    func emptyPick() async throws {
        let store = InMemoryProfileRepository()

        try await CompleteOnboardingUseCase(profile: store).execute(genres: [])
        #expect(await store.stored == UserProfile(hasCompletedOnboarding: true))
    }

    @Test("A profile that cannot be saved is reported unchanged")
    func profileFailure() async {
        let error = ProfileError.newerVersion(path: "/tmp/profile.json", found: 3, supported: 2)

        await #expect(throws: error) {
            try await CompleteOnboardingUseCase(profile: FailingProfileStore(error: error)).execute(genres: [.drama])
        }
    }
}
