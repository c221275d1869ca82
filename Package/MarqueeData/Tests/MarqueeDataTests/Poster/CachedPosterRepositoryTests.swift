import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct CachedPosterRepositoryTests {
    private static let saved = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private static let day: TimeInterval = 86_400
    private static let artwork = URL.fixture("https://a.example/image/100x100bb.jpg")

    private func repository(_ wrapped: ScriptedPosters, _ directory: URL, at date: Date)
        -> CachedPosterRepository<ScriptedPosters>
    {
        CachedPosterRepository(wrapping: wrapped, cache: directory, now: { date })
    }

    @Test("A miss asks the network and writes the poster into the store's cache folder")
    func missWritesThrough() async throws {
        try await TemporaryDirectory.with { directory in
            let png = try PosterFixture.png()
            let live = ScriptedPosters([.success(png)])

            let image = try await repository(live, directory, at: Self.saved).poster(at: Self.artwork, format: .png)

            #expect(image == png)
            #expect(live.requests == [Self.artwork])
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "itunes").path)
            #expect(files.count == 1 && files[0].hasPrefix("poster-png-https___a.example_image_100x100bb.jpg-"))
        }
    }

    @Test("Within the lookups' seven days the poster comes from disk without the network")
    func freshFromDisk() async throws {
        try await TemporaryDirectory.with { directory in
            let png = try PosterFixture.png()
            _ = try await repository(ScriptedPosters([.success(png)]), directory, at: Self.saved)
                .poster(at: Self.artwork, format: .png)

            let image = try await repository(ScriptedPosters(), directory, at: Self.saved + 7 * Self.day - 1)
                .poster(at: Self.artwork, format: .png)

            #expect(image == png)
        }
    }

    @Test("The PNG and the JPEG of one poster are cached apart")
    func formatsApart() async throws {
        try await TemporaryDirectory.with { directory in
            let png = try PosterFixture.png()
            let jpeg = try PosterFixture.jpeg()
            _ = try await repository(ScriptedPosters([.success(png)]), directory, at: Self.saved)
                .poster(at: Self.artwork, format: .png)

            let image = try await repository(ScriptedPosters([.success(jpeg)]), directory, at: Self.saved)
                .poster(at: Self.artwork, format: .jpeg)

            #expect(image == jpeg)
        }
    }

    @Test("After seven days the network is asked again, and when it fails the old poster is served")
    func staleFallsBack() async throws {
        try await TemporaryDirectory.with { directory in
            let png = try PosterFixture.png()
            _ = try await repository(ScriptedPosters([.success(png)]), directory, at: Self.saved)
                .poster(at: Self.artwork, format: .png)
            let live = ScriptedPosters([.failure(.unavailable(reason: "offline"))])

            let image = try await repository(live, directory, at: Self.saved + 7 * Self.day)
                .poster(at: Self.artwork, format: .png)

            #expect(image == png)
            #expect(live.requests == [Self.artwork])
        }
    }

    @Test("With nothing cached, the network's failure is passed on")
    func missFails() async throws {
        try await TemporaryDirectory.with { directory in
            let live = ScriptedPosters([.failure(.unavailable(reason: "offline"))])

            await #expect(throws: PosterError.unavailable(reason: "offline")) {
                try await repository(live, directory, at: Self.saved).poster(at: Self.artwork, format: .png)
            }
        }
    }
}
