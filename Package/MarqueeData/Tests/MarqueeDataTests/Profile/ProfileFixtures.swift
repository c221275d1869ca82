import Foundation
import MarqueeDomain

/// Profiles and file helpers shared by the profile tests.
enum ProfileFixtures {
    /// A profile using every field, with dates on whole milliseconds so they survive the file exactly.
    static let full = UserProfile(
        preferredGenres: GenreSet([.drama, .sciFi, .western]),
        liked: [
            MovieID("tt0133093"): Date(timeIntervalSince1970: 1_750_000_000.123),
            MovieID("tt0068646"): Date(timeIntervalSince1970: 1_700_000_000),
        ],
        saved: [MovieID("tt0111161"): Date(timeIntervalSince1970: 1_749_999_999.999)],
        passed: [MovieID("tt0120737"): Date(timeIntervalSince1970: 1_600_000_000.5)],
        hasCompletedOnboarding: true
    )

    /// The moment used as "now" by tests that need predictable aside file names.
    static let fixedNow = Date(timeIntervalSince1970: 1_750_000_000)

    /// The aside file name a recovery at ``fixedNow`` produces first.
    static let fixedAsideName = "profile.corrupt-20250615T150640Z.json"

    /// The profile file inside a directory.
    static func profileURL(in directory: URL) -> URL {
        directory.appending(path: "profile.json", directoryHint: .notDirectory)
    }

    /// The names in a directory, sorted, so tests can assert nothing unexpected appeared.
    static func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted()
    }

    /// Writes raw bytes as the profile file, the way an older app, an editor or a crash would.
    static func writeProfile(_ text: String, in directory: URL) throws {
        try Data(text.utf8).write(to: profileURL(in: directory))
    }

    /// Sets a file's modification time, which version 1 migration uses as the reaction date.
    static func setModificationDate(_ date: Date, of url: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path(percentEncoded: false))
    }

    /// Whether this process can write where its permissions say it cannot (root), which makes
    /// permission tests meaningless.
    static var ignoresFilePermissions: Bool { geteuid() == 0 }
}
