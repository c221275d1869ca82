import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeCatalog

@Suite struct IMDbDatasetImportTests {
    private func merge(_ options: IMDbImportOptions = IMDbImportOptions(language: "de")) throws -> [String: Movie] {
        let folder = try IMDbFixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let merged = try IMDbDatasetImport(folder: folder, options: options)
            .merge(into: IMDbFixture.bundled) { _, _, _, _ in }
        return Dictionary(uniqueKeysWithValues: merged.movies.map { ($0.id.rawValue, $0) })
    }

    @Test("A film new to the catalog arrives with every column read, \\N as unknown and billing in order")
    func newFilm() throws {
        let film = try #require(try merge()["tt9990001"])

        #expect(
            film
                == Movie(
                    id: MovieID("tt9990001"), title: "Lanterns Over Harbour", year: 2019, runtimeMinutes: nil,
                    genres: [.drama, .romance], directors: ["Maren Østby"],
                    cast: ["Ben Adeyemi", "Cléo Marchetti", "Ada Kowalczyk"],
                    alternateTitles: ["Laternen über dem Hafen"], imdb: IMDbScore(rating: 9.3, votes: 2_800_000),
                    isCastBilled: true))
    }

    @Test("A bundled film gains the runtime and directors it lacked, a score and billing, and keeps the rest")
    func filledFilm() throws {
        let film = try #require(try merge()["tt0108521"])

        #expect(film.runtimeMinutes == 102)
        #expect(film.directors == ["Piet Halloran"])
        #expect(film.genres == [.comedy])
        #expect(film.imdb == IMDbScore(rating: 6.2, votes: 1_500))
        // No acting principals for it: the bundled cast stays, and is not claimed as billed.
        #expect(film.cast == ["Zed", "Amy"])
        #expect(!film.isCastBilled)
    }

    @Test("A bundled film's cast becomes IMDb's billing, and its German title joins its alternate titles")
    func billedAndLocalised() throws {
        let film = try #require(try merge()["tt1675434"])

        #expect(film.cast == ["Noa Verlaine", "Tomas Brieux"])
        #expect(film.isCastBilled)
        #expect(film.directors == ["Olivier Nakache", "Éric Toledano"])
        #expect(film.alternateTitles == ["Ziemlich beste Freunde"])
    }

    @Test("Too few votes, a series and an adult film are left out; a film IMDb lacks is kept as it was")
    func filters() throws {
        let films = try merge()

        #expect(films.keys.sorted() == ["ml:42", "tt0108521", "tt1675434", "tt9990001"])
        #expect(films["ml:42"] == IMDbFixture.bundled[2])
    }

    @Test("Fewer votes asked for keeps the film below the default; no language keeps no alternate titles")
    func options() throws {
        let films = try merge(IMDbImportOptions(minimumVotes: 100))

        #expect(films["tt9990002"]?.title == "Quiet Rooms")
        #expect(films["tt1675434"]?.alternateTitles == [])
        #expect(try merge(IMDbImportOptions(region: "es"))["tt1675434"]?.alternateTitles == ["Amigos intocables"])
    }

    @Test("Without title.akas the import still runs, with no localised titles")
    func akasOptional() throws {
        let folder = try IMDbFixture.folder(replacing: [.akas: nil])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let merged = try IMDbDatasetImport(folder: folder, options: IMDbImportOptions(language: "de"))
            .merge(into: IMDbFixture.bundled) { _, _, _, _ in }

        #expect(merged.added == 1)
        #expect(merged.filled == 2)
    }

    @Test("Progress names each file once it is done, in the order read, the share growing to 1")
    func progress() throws {
        let folder = try IMDbFixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var done: [String] = []
        var last = 0.0
        _ = try IMDbDatasetImport(folder: folder, options: IMDbImportOptions(language: "de"))
            .merge(into: []) { file, _, share, isDone in
                if isDone { done.append(file) }
                last = share
            }

        #expect(done == IMDbDataset.allCases.map(\.rawValue))
        #expect(abs(last - 1) < 1e-9)
    }
}
