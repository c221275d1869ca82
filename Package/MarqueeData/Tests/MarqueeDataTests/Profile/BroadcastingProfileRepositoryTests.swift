import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

struct BroadcastingProfileRepositoryTests {
    @Test("Every open stream receives the profile as saved after each update, in order, from any copy")
    func broadcastsEveryUpdate() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = BroadcastingProfileRepository(
                wrapping: FileProfileRepository(directory: directory, onRecovery: { _ in }))
            let copy = repository
            var first = await repository.changes().makeAsyncIterator()
            var second = await copy.changes().makeAsyncIterator()

            let saved = try await copy.update {
                $0.apply(.save, to: MovieID("tt0133093"), at: Date(timeIntervalSince1970: 1))
            }

            #expect(await first.next() == saved)
            #expect(await second.next() == saved)
            #expect(try await repository.load() == saved)
        }
    }

    @Test("A failed update broadcasts nothing: the next element is the next successful save")
    func failedUpdatesAreSilent() async throws {
        let failure = ProfileError.unwritable(path: "/tmp/profile.json", reason: "Disk full")
        let wrapped = FailOnceProfileRepository(failure: failure)
        let repository = BroadcastingProfileRepository(wrapping: wrapped)
        var stream = await repository.changes().makeAsyncIterator()

        await #expect(throws: failure) { try await repository.update { $0.hasCompletedOnboarding = true } }
        let saved = try await repository.update { $0.preferredGenres = [.drama] }

        #expect(await stream.next() == saved)
        #expect(saved == UserProfile(preferredGenres: [.drama]))
    }
}
