import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FileProfileRepositoryTests {
    @Test("A first run with no profile file loads the empty profile, reports nothing and creates nothing")
    func firstRunIsEmpty() async throws {
        try await TemporaryDirectory.with { root in
            let directory = root.appending(path: "not-yet-created", directoryHint: .isDirectory)
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })

            let profile = try await repository.load()

            #expect(profile == .empty)
            #expect(log.recoveries.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: directory.path(percentEncoded: false)))
        }
    }

    @Test("A full profile saved through update loads back exactly the same in a new repository")
    func roundTrip() async throws {
        try await TemporaryDirectory.with { directory in
            let writer = FileProfileRepository(directory: directory, onRecovery: { _ in })

            let saved = try await writer.update { $0 = ProfileFixtures.full }
            let loaded = try await FileProfileRepository(directory: directory, onRecovery: { _ in }).load()

            #expect(saved == ProfileFixtures.full)
            #expect(loaded == ProfileFixtures.full)
        }
    }

    @Test("Update returns the profile exactly as a later load sees it, with dates rounded to milliseconds")
    func updateReturnsWhatWasStored() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            let precise = Date(timeIntervalSince1970: 1_750_000_000.123_456_7)

            let saved = try await repository.update { $0.apply(.save, to: MovieID("tt0133093"), at: precise) }
            let loaded = try await repository.load()

            #expect(saved == loaded)
            #expect(loaded.saved == [MovieID("tt0133093"): Date(timeIntervalSince1970: 1_750_000_000.123)])
        }
    }

    @Test("Update applies its change to the latest stored profile, not to a stale copy")
    func updateReadsLatest() async throws {
        try await TemporaryDirectory.with { directory in
            let first = FileProfileRepository(directory: directory, onRecovery: { _ in })
            let second = FileProfileRepository(directory: directory, onRecovery: { _ in })
            let date = ProfileFixtures.fixedNow

            try await first.update { $0.apply(.like, to: MovieID("tt1"), at: date) }
            try await second.update { $0.apply(.save, to: MovieID("tt2"), at: date) }
            try await first.update { $0.preferredGenres = GenreSet([.horror]) }

            let expected = UserProfile(
                preferredGenres: GenreSet([.horror]),
                liked: [MovieID("tt1"): date],
                saved: [MovieID("tt2"): date]
            )
            #expect(try await second.load() == expected)
        }
    }

    @Test("The saved file is sorted, pretty-printed version 2 JSON with ISO-8601 millisecond UTC dates")
    func fileFormat() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            let profile = UserProfile(
                preferredGenres: GenreSet([.sciFi, .drama]),
                liked: [MovieID("tt0133093"): Date(timeIntervalSince1970: 1_750_000_000.123)],
                hasCompletedOnboarding: true
            )

            try await repository.update { $0 = profile }

            let text = try String(contentsOf: ProfileFixtures.profileURL(in: directory), encoding: .utf8)
            let expected = """
                {
                  "hasCompletedOnboarding" : true,
                  "liked" : {
                    "tt0133093" : "2025-06-15T15:06:40.123Z"
                  },
                  "passed" : {

                  },
                  "preferredGenres" : [
                    "Drama",
                    "Sci-Fi"
                  ],
                  "saved" : {

                  },
                  "version" : 2
                }

                """
            #expect(text == expected)
            #expect(try ProfileFixtures.names(in: directory) == ["profile.json", "profile.lock"])
        }
    }

    @Test("A leftover temporary file from a crashed write neither affects loading nor survives the next update")
    func leftoverTemporaryFile() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            try await repository.update { $0 = ProfileFixtures.full }
            let leftover = directory.appending(path: "profile.json.tmp-CRASHED")
            try Data("{\"version\": 2, \"liked\": {".utf8).write(to: leftover)

            #expect(try await repository.load() == ProfileFixtures.full)

            try await repository.update { $0.hasCompletedOnboarding = false }
            var expected = ProfileFixtures.full
            expected.hasCompletedOnboarding = false
            #expect(try await repository.load() == expected)
            #expect(try ProfileFixtures.names(in: directory) == ["profile.json", "profile.lock"])
            #expect(log.recoveries.isEmpty)
        }
    }

    @Test("A leftover temporary file without any profile still loads the empty profile without a recovery")
    func leftoverTemporaryFileOnly() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            try Data("{\"vers".utf8).write(to: directory.appending(path: "profile.json.tmp-CRASHED"))

            #expect(try await repository.load() == .empty)
            #expect(log.recoveries.isEmpty)
        }
    }

    @Test(
        "A profile from a newer Marquee throws newerVersion and stays byte for byte where it was",
        arguments: [ProfileOperation.load, .update]
    )
    func newerVersionIsLeftAlone(operation: ProfileOperation) async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            let newer = #"{"version": 4, "liked": {"tt1": {"at": 1750000000, "source": "watch-party"}}}"#
            try ProfileFixtures.writeProfile(newer, in: directory)
            let path = ProfileFixtures.profileURL(in: directory).path(percentEncoded: false)

            await #expect(throws: ProfileError.newerVersion(path: path, found: 4, supported: 3)) {
                try await operation.run(on: repository)
            }

            let after = try String(contentsOf: ProfileFixtures.profileURL(in: directory), encoding: .utf8)
            #expect(after == newer)
            #expect(try ProfileFixtures.names(in: directory).filter { $0.contains("corrupt") }.isEmpty)
            #expect(log.recoveries.isEmpty)
        }
    }

    @Test("A profile path that is a directory is reported as unreadable, not treated as corruption")
    func directoryInsteadOfFileIsUnreadable() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            let profileURL = ProfileFixtures.profileURL(in: directory)
            try FileManager.default.createDirectory(at: profileURL, withIntermediateDirectories: false)

            await #expect(
                throws: ProfileError.unreadableFile(path: profileURL.path(percentEncoded: false), problem: .isFolder)
            ) {
                try await repository.load()
            }
            #expect(log.recoveries.isEmpty)
        }
    }

    @Test("A data directory beneath a regular file is an unusable folder, for update and for load alike")
    func directoryBeneathFileIsUnusable() async throws {
        try await TemporaryDirectory.with { root in
            let file = root.appending(path: "plain-file")
            try Data("not a directory".utf8).write(to: file)
            let directory = file.appending(path: "marquee", directoryHint: .isDirectory)
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            // A broken data directory is a configuration problem to report, not a first run.
            let expected = ProfileError.unusableFolder(
                path: file.path(percentEncoded: false) + "/marquee", problem: .notFolder)

            await #expect(throws: expected) { try await repository.update { $0.hasCompletedOnboarding = true } }
            await #expect(throws: expected) { try await repository.load() }
        }
    }

    @Test("A data directory that is itself a file (MARQUEE_HOME names a file) is an unusable folder, not errno text")
    func directoryThatIsAFileIsUnusable() async throws {
        try await TemporaryDirectory.with { root in
            let file = root.appending(path: "plain-file")
            try Data("not a directory".utf8).write(to: file)
            let repository = FileProfileRepository(directory: file, onRecovery: { _ in })
            let expected = ProfileError.unusableFolder(path: file.path(percentEncoded: false), problem: .notFolder)

            await #expect(throws: expected) { try await repository.update { $0.hasCompletedOnboarding = true } }
            await #expect(throws: expected) { try await repository.load() }
        }
    }

    @Test(
        "An unwritable directory makes update name the folder, and leaves the stored profile intact",
        .enabled(if: !ProfileFixtures.ignoresFilePermissions, "root can write to read-only directories")
    )
    func readOnlyDirectoryIsUnwritable() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            try await repository.update { $0 = ProfileFixtures.full }
            chmod(directory.path(percentEncoded: false), 0o500)
            defer { chmod(directory.path(percentEncoded: false), 0o700) }

            let folder = directory.path(percentEncoded: false)
            await #expect(
                throws: ProfileError.unusableFolder(
                    path: folder.hasSuffix("/") ? String(folder.dropLast()) : folder, problem: .permissionDenied)
            ) {
                try await repository.update { $0.hasCompletedOnboarding = false }
            }
            #expect(try await repository.load() == ProfileFixtures.full)
        }
    }

    @Test(
        "A profile file without read permission is reported as unreadable",
        .enabled(if: !ProfileFixtures.ignoresFilePermissions, "root can read any file")
    )
    func unreadableFile() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            try await repository.update { $0 = ProfileFixtures.full }
            let path = ProfileFixtures.profileURL(in: directory).path(percentEncoded: false)
            chmod(path, 0o000)

            await #expect(throws: ProfileError.unreadableFile(path: path, problem: .permissionDenied)) {
                try await repository.load()
            }
        }
    }

    @Test("Update holds an exclusive lock on profile.lock while its change runs, and releases it afterwards")
    func updateHoldsExclusiveLock() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            let lockPath = directory.appending(path: "profile.lock").path(percentEncoded: false)
            let lockedInside = LockProbe()

            try await repository.update { _ in lockedInside.record(LockProbe.isLockedElsewhere(lockPath)) }

            #expect(lockedInside.results == [true])
            #expect(LockProbe.isLockedElsewhere(lockPath) == false)
        }
    }
}
