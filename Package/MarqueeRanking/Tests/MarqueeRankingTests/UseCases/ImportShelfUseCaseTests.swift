import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ImportShelfUseCaseTests {
    /// A format double: import tests hand rows in directly, so any use of the format is a mistake.
    struct UnusedFormat: ShelfFileFormat {
        func encode(_ rows: [ShelfExportRow]) -> Data {
            Issue.record("encode was not expected")
            return Data()
        }

        func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
            Issue.record("decode was not expected")
            return []
        }
    }

    private func useCase(_ store: some ProfileRepository, catalog: some CatalogRepository = ArrayCatalog())
        -> ImportShelfUseCase
    {
        ImportShelfUseCase(catalog: catalog, profile: store, format: UnusedFormat(), now: { Moments.third })
    }

    @Test(
        "A row finds its film by IMDb id, by folded title and year, by the closer remake year, or past one typo",
        arguments: [
            (ShelfImportRow(line: 2, title: "Wrong Title", imdbID: Films.heat.id), Films.heat),
            (ShelfImportRow(line: 2, title: "AMELIE", year: 2001), Films.amelie),
            (ShelfImportRow(line: 2, title: "Amélie", year: 2002), Films.amelie),
            (ShelfImportRow(line: 2, title: "Solaris", year: 1972), Films.solaris1972),
            (ShelfImportRow(line: 2, title: "Solaris", year: 2003), Films.solaris2002),
            (ShelfImportRow(line: 2, title: "The Matrx", year: 1999), Films.matrix),
            (ShelfImportRow(line: 2, title: "Singin in the Rain", year: 1952), Films.singinInTheRain),
        ]
    )
    func matching(row: ShelfImportRow, film: Movie) async throws {
        let tagged = ShelfImportRow(
            line: row.line, title: row.title, year: row.year, imdbID: row.imdbID, tags: [ShelfImportRow.savedTag])
        let report = try await useCase(InMemoryProfileRepository()).execute([tagged])

        #expect(report == ImportReport(rowCount: 1, liked: [], saved: [film], withoutReaction: [], unmatched: []))
    }

    @Test(
        "A row that names no film is reported, not guessed: wrong year, a longer title, a typo without a year",
        arguments: [
            ShelfImportRow(line: 3, title: "Solaris", year: 1990, tags: ["marquee-saved"]),
            ShelfImportRow(line: 3, title: "The Dark", year: 2008, tags: ["marquee-saved"]),
            ShelfImportRow(line: 3, title: "The Matrx", tags: ["marquee-saved"]),
            ShelfImportRow(line: 3, title: "Nope Nothing", year: 1999, tags: ["marquee-saved"]),
        ]
    )
    func unmatched(row: ShelfImportRow) async throws {
        let store = InMemoryProfileRepository()
        let report = try await useCase(store).execute([row])

        #expect(report == ImportReport(rowCount: 1, liked: [], saved: [], withoutReaction: [], unmatched: [row]))
        #expect(await store.updateCount == 0)
    }

    @Test(
        "A title with no letters or digits names no film, even beside a film whose title folds to nothing (\"$\")",
        arguments: ["", "!!!", "  ", "?"]
    )
    func titleWithoutWords(title: String) async throws {
        let store = InMemoryProfileRepository()
        let row = ShelfImportRow(line: 2, title: title, imdbID: MovieID("tt9999999"), impliedReaction: .like)

        let report = try await useCase(store, catalog: ArrayCatalog(Films.all + [dollars])).execute([row])

        #expect(report == ImportReport(rowCount: 1, liked: [], saved: [], withoutReaction: [], unmatched: [row]))
        #expect(await store.updateCount == 0)
    }

    @Test("A title without letters or digits still matches a film of exactly that title")
    func titleWithoutWordsExact() async throws {
        let row = ShelfImportRow(line: 2, title: " $ ", year: 1971, impliedReaction: .like)

        let report = try await useCase(InMemoryProfileRepository(), catalog: ArrayCatalog(Films.all + [dollars]))
            .execute([row])

        #expect(report == ImportReport(rowCount: 1, liked: [dollars], saved: [], withoutReaction: [], unmatched: []))
    }

    /// "$" (1971): a real catalog title that folds to no words at all.
    private let dollars = Movie(id: MovieID("tt0068152"), title: "$", year: 1971, reviewCount: 10)

    @Test("One import is one profile update that likes and saves every matched film, and lists the rest")
    func oneUpdate() async throws {
        let passedHeat = UserProfile(liked: [Films.alien.id: Moments.first], passed: [Films.heat.id: Moments.first])
        let store = InMemoryProfileRepository(passedHeat)
        let rows = [
            ShelfImportRow(line: 2, title: "Heat", year: 1995, ratingOutOfTen: 8),
            ShelfImportRow(line: 3, title: "Alien", year: 1979, tags: ["marquee-liked", "marquee-saved"]),
            ShelfImportRow(line: 4, title: "Casablanca", year: 1942, ratingOutOfTen: 6),
            ShelfImportRow(line: 5, title: "Unknown Film", year: 2020, impliedReaction: .save),
            ShelfImportRow(line: 6, title: "Inception", year: 2010, impliedReaction: .save),
        ]

        let report = try await useCase(store).execute(rows)

        #expect(
            report
                == ImportReport(
                    rowCount: 5, liked: [Films.heat, Films.alien], saved: [Films.alien, Films.inception],
                    withoutReaction: [rows[2]], unmatched: [rows[3]])
        )
        #expect(await store.updateCount == 1)
        #expect(
            await store.stored
                == UserProfile(
                    liked: [Films.alien.id: Moments.first, Films.heat.id: Moments.third],
                    saved: [Films.alien.id: Moments.third, Films.inception.id: Moments.third]
                )
        )
    }

    @Test("When the profile cannot be saved the import fails as a whole with the profile's error")
    func allOrNothing() async {
        let error = ProfileError.unwritable(path: "/tmp/profile.json", reason: "disk full")
        let rows = [ShelfImportRow(line: 2, title: "Heat", year: 1995, tags: ["marquee-saved"])]

        await #expect(throws: ShelfTransferError.profile(error)) {
            try await useCase(FailingProfileStore(error: error)).execute(rows)
        }
    }

    @Test("A catalog outage fails the import before the profile is touched")
    func catalogOutage() async {
        let error = CatalogError.unavailable(reason: "gone")
        let store = InMemoryProfileRepository()

        await #expect(throws: ShelfTransferError.catalog(error)) {
            try await useCase(store, catalog: ArrayCatalog(failingWith: error)).execute([])
        }
        #expect(await store.updateCount == 0)
    }

    @Test(
        "Tags, a rating of 3.5 stars or more and the file's own meaning decide a row's reactions; a pass never",
        arguments: [
            (ShelfImportRow(line: 2, title: "A"), [Reaction]()),
            (ShelfImportRow(line: 2, title: "A", tags: ["marquee-saved", "other"]), [Reaction.save]),
            (ShelfImportRow(line: 2, title: "A", tags: ["marquee-liked"]), [Reaction.like]),
            (ShelfImportRow(line: 2, title: "A", ratingOutOfTen: 7), [Reaction.like]),
            (ShelfImportRow(line: 2, title: "A", ratingOutOfTen: 6), [Reaction]()),
            (ShelfImportRow(line: 2, title: "A", impliedReaction: .save), [Reaction.save]),
            (ShelfImportRow(line: 2, title: "A", impliedReaction: .pass), [Reaction]()),
            (ShelfImportRow(line: 2, title: "A", tags: ["marquee-saved"], ratingOutOfTen: 10), [Reaction.like, .save]),
        ]
    )
    func reactions(row: ShelfImportRow, expected: [Reaction]) {
        #expect(row.reactions == Set(expected))
    }
}
