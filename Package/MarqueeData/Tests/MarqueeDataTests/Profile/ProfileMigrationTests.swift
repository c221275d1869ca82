import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ProfileMigrationTests {
    /// Kino's file, dated by its modification time during migration.
    static let modificationDate = Date(timeIntervalSince1970: 1_700_000_000)

    /// What every version 1 fixture below migrates to.
    static let migrated = UserProfile(
        preferredGenres: GenreSet([.drama, .sciFi]),
        liked: [MovieID("tt0133093"): modificationDate, MovieID("tt0068646"): modificationDate],
        saved: [MovieID("tt0111161"): modificationDate],
        passed: [MovieID("tt0120737"): modificationDate],
        hasCompletedOnboarding: true
    )

    static let legacyFiles: [String] = [
        // Kino's own shape: no version key at all.
        #"{"preferredGenres": ["Drama", "Sci-Fi"], "likedIDs": ["tt0133093", "tt0068646"], "#
            + #""savedIDs": ["tt0111161"], "passedIDs": ["tt0120737"], "hasCompletedOnboarding": true}"#,
        // The same shape with an explicit version 1.
        #"{"version": 1, "preferredGenres": ["Drama", "Sci-Fi"], "likedIDs": ["tt0133093", "tt0068646"], "#
            + #""savedIDs": ["tt0111161"], "passedIDs": ["tt0120737"], "hasCompletedOnboarding": true}"#,
        // Genres spelled as Swift case names, and a duplicated id.
        #"{"preferredGenres": ["drama", "sciFi"], "likedIDs": ["tt0133093", "tt0068646", "tt0133093"], "#
            + #""savedIDs": ["tt0111161"], "passedIDs": ["tt0120737"], "hasCompletedOnboarding": true}"#,
    ]

    @Test(
        "A version 1 Kino profile migrates with every reaction dated at the file's modification time",
        arguments: legacyFiles
    )
    func legacyProfileMigrates(file: String) async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            try ProfileFixtures.writeProfile(file, in: directory)
            let profileURL = ProfileFixtures.profileURL(in: directory)
            try ProfileFixtures.setModificationDate(Self.modificationDate, of: profileURL)

            #expect(try await repository.load() == Self.migrated)
            #expect(log.recoveries.isEmpty)
            // Loading alone never rewrites the file, so an older Kino could still read it.
            let after = try String(contentsOf: ProfileFixtures.profileURL(in: directory), encoding: .utf8)
            #expect(after == file)
        }
    }

    @Test("Saving after migrating a version 1 profile rewrites it as version 2 without losing any reaction")
    func migratedProfileIsSavedAsVersion2() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            try ProfileFixtures.writeProfile(Self.legacyFiles[0], in: directory)
            let profileURL = ProfileFixtures.profileURL(in: directory)
            try ProfileFixtures.setModificationDate(Self.modificationDate, of: profileURL)
            let now = Date(timeIntervalSince1970: 1_750_000_000)

            try await repository.update { $0.apply(.save, to: MovieID("tt9999999"), at: now) }

            var expected = Self.migrated
            expected.saved[MovieID("tt9999999")] = now
            #expect(try await repository.load() == expected)
            let data = try Data(contentsOf: ProfileFixtures.profileURL(in: directory))
            #expect(try JSONDecoder().decode(ProfileVersionProbe.self, from: data).version == 2)
            #expect(expected.savedNewestFirst == [MovieID("tt9999999"), MovieID("tt0111161")])
        }
    }
}
