import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ProfileCorruptionTests {
    @Test(
        "A corrupt profile is moved aside with its bytes intact, reported once, and replaced by a fresh profile",
        arguments: CorruptProfileFixture.all
    )
    func corruptFileIsMovedAside(fixture: CorruptProfileFixture) async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(
                directory: directory,
                now: { ProfileFixtures.fixedNow },
                onRecovery: { log.record($0) }
            )
            let profileURL = ProfileFixtures.profileURL(in: directory)
            try Data(fixture.bytes).write(to: profileURL)

            let profile = try await repository.load()

            let aside = directory.appending(path: ProfileFixtures.fixedAsideName)
            #expect(profile == .empty)
            #expect(
                log.recoveries == [
                    ProfileRecovery(
                        originalPath: profileURL.path(percentEncoded: false),
                        movedTo: aside.path(percentEncoded: false),
                        reason: fixture.reason
                    )
                ]
            )
            #expect(try Array(Data(contentsOf: aside)) == fixture.bytes)
            #expect(try ProfileFixtures.names(in: directory) == [ProfileFixtures.fixedAsideName, "profile.lock"])
        }
    }

    @Test("A corrupt profile is reported only once, however often it is loaded afterwards")
    func recoveryIsReportedOnce() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            try ProfileFixtures.writeProfile("{", in: directory)

            for _ in 0..<3 {
                #expect(try await repository.load() == .empty)
            }
            #expect(log.recoveries.count == 1)
        }
    }

    @Test("Update over a corrupt profile moves it aside once and saves its change into a fresh profile")
    func updateRecoversAndSaves() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(
                directory: directory,
                now: { ProfileFixtures.fixedNow },
                onRecovery: { log.record($0) }
            )
            try ProfileFixtures.writeProfile(#"{"version": 2, "liked": "#, in: directory)
            let date = ProfileFixtures.fixedNow

            let saved = try await repository.update { $0.apply(.like, to: MovieID("tt0133093"), at: date) }

            let expected = UserProfile(liked: [MovieID("tt0133093"): date])
            #expect(saved == expected)
            #expect(try await repository.load() == expected)
            #expect(log.recoveries.map(\.reason) == ["the file is not valid JSON"])
            let aside = directory.appending(path: ProfileFixtures.fixedAsideName)
            #expect(try String(contentsOf: aside, encoding: .utf8) == #"{"version": 2, "liked": "#)
        }
    }

    @Test("Two corrupt profiles recovered in the same second get separate aside files and neither is overwritten")
    func asideFilesAreNeverOverwritten() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(
                directory: directory,
                now: { ProfileFixtures.fixedNow },
                onRecovery: { log.record($0) }
            )

            try ProfileFixtures.writeProfile("first", in: directory)
            _ = try await repository.load()
            try ProfileFixtures.writeProfile("second", in: directory)
            _ = try await repository.load()

            let second = "profile.corrupt-20250615T150640Z-1.json"
            let expectedNames = [second, ProfileFixtures.fixedAsideName, "profile.lock"]
            #expect(try ProfileFixtures.names(in: directory) == expectedNames)
            let first = directory.appending(path: ProfileFixtures.fixedAsideName)
            #expect(try String(contentsOf: first, encoding: .utf8) == "first")
            #expect(try String(contentsOf: directory.appending(path: second), encoding: .utf8) == "second")
            let moves = [first, directory.appending(path: second)].map { $0.path(percentEncoded: false) }
            #expect(log.recoveries.map(\.movedTo) == moves)
        }
    }

    @Test(
        "The recovery callback runs after the lock is released, so it may itself use the profile",
        arguments: [ProfileOperation.load, .update]
    )
    func recoveryIsReportedOutsideTheLock(operation: ProfileOperation) async throws {
        try await TemporaryDirectory.with { directory in
            let lockPath = directory.appending(path: "profile.lock").path(percentEncoded: false)
            let lockedDuringCallback = LockProbe()
            let repository = FileProfileRepository(
                directory: directory,
                onRecovery: { _ in lockedDuringCallback.record(LockProbe.isLockedElsewhere(lockPath)) }
            )
            try ProfileFixtures.writeProfile("not json", in: directory)

            try await operation.run(on: repository)

            #expect(lockedDuringCallback.results == [false])
        }
    }
}
