import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ProfileSettingsUseCaseTests {
    @Test("Loading the profile returns it exactly as stored")
    func loadReturnsTheStoredProfile() async throws {
        let store = InMemoryProfileRepository(Profiles.busy)

        #expect(try await LoadProfileUseCase(profile: store).execute() == Profiles.busy)
        #expect(await store.updateCount == 0)
    }

    @Test("Resetting empties the profile in one update, so the next run is a first run")
    func resetEmptiesTheProfile() async throws {
        let store = InMemoryProfileRepository(Profiles.busy)

        let saved = try await ResetProfileUseCase(profile: store).execute()
        #expect(saved == .empty)
        #expect(await store.stored == .empty)
        #expect(await store.updateCount == 1)
    }

    @Test("A profile that cannot be read or written is reported unchanged by both use cases")
    func failuresAreReported() async {
        let error = ProfileError.unwritable(path: "/tmp/profile.json", reason: "Read-only file system")
        let failing = FailingProfileStore(error: error)

        await #expect(throws: error) { try await LoadProfileUseCase(profile: failing).execute() }
        await #expect(throws: error) { try await ResetProfileUseCase(profile: failing).execute() }
    }
}
