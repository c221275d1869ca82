import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking

@Suite struct IMDbBlobSectionTests {
    private let movies = [
        Movie(
            id: MovieID("tt0000001"), title: "Rated", year: 2019, cast: ["B", "A"],
            imdb: IMDbScore(rating: 8.1, votes: 1_234_567), isCastBilled: true),
        Movie(id: MovieID("tt0000002"), title: "Plain", audience: AudienceScore(mean: 3.5, ratings: 40)),
    ]

    @Test("An IMDb score and billed cast round-trip through the blob; a film without them reads back without")
    func roundTrip() throws {
        #expect(try CatalogBlob.movies(in: CatalogBlobWriter.blob(of: movies)) == movies)
    }

    @Test("Films with no IMDb facts write no IMDb sections, so the bundled blob's bytes do not change")
    func absentWhenUnused() throws {
        let plain = movies.map { movie in
            var movie = movie
            (movie.imdb, movie.isCastBilled) = (nil, false)
            return movie
        }
        let withFacts = try CatalogBlobWriter.blob(of: movies)
        let without = try CatalogBlobWriter.blob(of: plain)

        #expect(without.count < withFacts.count)
        #expect(try CatalogBlob.movies(in: without) == plain)
    }

    @Test("Ranking reads IMDb's voters as the audience of a film MovieLens never rated, at MovieLens's scale")
    func audienceEvidence() throws {
        let table = try CatalogBlob(bytes: BlobFixture.immortal(CatalogBlobWriter.blob(of: movies))).filmTable()

        #expect(Array(table.audienceMeans) == [4.05, 3.5])
        #expect(Array(table.audienceCounts) == [123, 40])
    }
}
