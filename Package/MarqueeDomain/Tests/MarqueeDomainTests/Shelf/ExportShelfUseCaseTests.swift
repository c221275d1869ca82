import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ExportShelfUseCaseTests {
    /// A format that records the rows it is given and answers with a fixed marker.
    struct RecordingFormat: ShelfFileFormat {
        let received = SharedRows()

        func encode(_ rows: [ShelfExportRow]) -> Data {
            received.rows = rows
            return Data("encoded".utf8)
        }

        func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
            Issue.record("decode was not expected")
            return []
        }
    }

    /// Rows seen by ``RecordingFormat``.
    final class SharedRows: @unchecked Sendable {
        var rows: [ShelfExportRow] = []
    }

    @Test("Liked and saved films export in id order, passes stay private, and only IMDb ids fill the IMDb column")
    func rows() async throws {
        let store = MovieID("itunes:123")
        let movieLens = MovieID("ml:5618")
        let profile = UserProfile(
            liked: [Films.matrix.id: Moments.first, Films.heat.id: Moments.second, movieLens: Moments.third],
            saved: [Films.matrix.id: Moments.second, store: Moments.third],
            passed: [Films.casablanca.id: Moments.first],
            snapshots: [
                store: MovieSnapshot(title: "Store, \"Film\"", year: 2024),
                movieLens: MovieSnapshot(title: "Spirited Away", year: 2001),
            ]
        )
        let format = RecordingFormat()
        let useCase = ExportShelfUseCase(
            catalog: ArrayCatalog(), profile: InMemoryProfileRepository(profile), format: format)

        let data = try await useCase.execute()

        #expect(data == Data("encoded".utf8))
        #expect(
            format.received.rows == [
                ShelfExportRow(imdbID: nil, title: "Store, \"Film\"", year: 2024, directors: [], reactions: [.save]),
                ShelfExportRow(imdbID: nil, title: "Spirited Away", year: 2001, directors: [], reactions: [.like]),
                ShelfExportRow(
                    imdbID: Films.heat.id, title: "Heat", year: 1995, directors: ["Michael Mann"], reactions: [.like]),
                ShelfExportRow(
                    imdbID: Films.matrix.id, title: "The Matrix", year: 1999,
                    directors: ["Lana Wachowski", "Lilly Wachowski"], reactions: [.like, .save]),
            ]
        )
    }

    @Test("A film saved under the ml: id of an entry since merged exports with its film's IMDb id")
    func formerIDExportsItsFilmsIMDbID() async throws {
        var heat = Films.heat
        heat.formerIDs = [MovieID("ml:6")]
        let format = RecordingFormat()
        let useCase = ExportShelfUseCase(
            catalog: ArrayCatalog([heat]),
            profile: InMemoryProfileRepository(UserProfile(saved: [MovieID("ml:6"): Moments.first])), format: format)

        _ = try await useCase.execute()

        #expect(
            format.received.rows == [
                ShelfExportRow(
                    imdbID: heat.id, title: "Heat", year: 1995, directors: ["Michael Mann"], reactions: [.save])
            ])
    }

    @Test("A profile failure is ShelfTransferError.profile")
    func profileFailure() async {
        let error = ProfileError.unreadable(path: "/tmp/profile.json", reason: "I/O error")
        let useCase = ExportShelfUseCase(
            catalog: ArrayCatalog(), profile: FailingProfileStore(error: error), format: RecordingFormat())

        await #expect(throws: ShelfTransferError.profile(error)) { try await useCase.rows() }
    }
}
