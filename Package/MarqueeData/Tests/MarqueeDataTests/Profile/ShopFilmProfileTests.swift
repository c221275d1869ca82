import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

/// Version 3 of the profile file: the title and year of reacted films the bundled catalog lacks.
struct ShopFilmProfileTests {
    private static let wonkaID = MovieID("itunes:1")

    @Test("A profile with a store film is written as version 3 with its films, and reads back whole")
    func writesVersionThreeWithFilms() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            let profile = UserProfile(
                saved: [Self.wonkaID: Date(timeIntervalSince1970: 1_750_000_000)],
                snapshots: [Self.wonkaID: MovieSnapshot(title: "Wonka", year: 2023)]
            )

            try await repository.update { $0 = profile }

            let text = try String(contentsOf: ProfileFixtures.profileURL(in: directory), encoding: .utf8)
            #expect(
                text == """
                    {
                      "films" : {
                        "itunes:1" : {
                          "title" : "Wonka",
                          "year" : 2023
                        }
                      },
                      "hasCompletedOnboarding" : false,
                      "liked" : {

                      },
                      "passed" : {

                      },
                      "preferredGenres" : [

                      ],
                      "saved" : {
                        "itunes:1" : "2025-06-15T15:06:40.000Z"
                      },
                      "version" : 3
                    }

                    """
            )
            #expect(try await repository.load() == profile)
        }
    }

    @Test("Forgetting the last store film writes version 2 again, which older Marquees read")
    func withoutFilmsItIsVersionTwo() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            try await repository.update {
                $0.apply(.save, to: Self.wonkaID, at: Date(timeIntervalSince1970: 1_750_000_000))
                $0.snapshots[Self.wonkaID] = MovieSnapshot(title: "Wonka", year: nil)
            }

            try await repository.update { $0.undo(.save, to: Self.wonkaID) }

            let text = try String(contentsOf: ProfileFixtures.profileURL(in: directory), encoding: .utf8)
            #expect(text.contains(#""version" : 2"#))
            #expect(!text.contains("films"))
            #expect(try await repository.load() == .empty)
        }
    }

    @Test("A version 2 file still reads, and a version 3 file without a year reads the year as unknown")
    func readsVersionTwoAndThree() async throws {
        try await TemporaryDirectory.with { directory in
            let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
            try ProfileFixtures.writeProfile(
                #"{"version": 3, "preferredGenres": [], "hasCompletedOnboarding": true, "liked": {}, "passed": {}, "#
                    + #""saved": {"itunes:1": "2025-06-15T15:06:40.000Z"}, "films": {"itunes:1": {"title": "Wonka"}}}"#,
                in: directory
            )
            let three = try await repository.load()
            try ProfileFixtures.writeProfile(
                #"{"version": 2, "preferredGenres": [], "hasCompletedOnboarding": true, "liked": {}, "passed": {}, "#
                    + #""saved": {}}"#,
                in: directory
            )
            let two = try await repository.load()

            #expect(
                three
                    == UserProfile(
                        saved: [Self.wonkaID: Date(timeIntervalSince1970: 1_750_000_000)],
                        hasCompletedOnboarding: true,
                        snapshots: [Self.wonkaID: MovieSnapshot(title: "Wonka", year: nil)]
                    )
            )
            #expect(two == UserProfile(hasCompletedOnboarding: true))
        }
    }
}
