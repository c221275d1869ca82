import Foundation
import Testing

@testable import MarqueeData

@Suite struct ITunesFixtureCoverageTests {
    @Test("Every fixture in the shared iTunes folder is listed, so a new capture cannot go untested")
    func everyFixtureIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ITunesFixture.directory.path())
            .filter { $0.hasSuffix(".json") }

        #expect(names.sorted() == ITunesFixture.allNames)
    }

    @Test(
        "Every fixture decodes as the shape its name says, or fails with the error it was captured for",
        arguments: ITunesFixture.allNames)
    func everyFixtureDecodes(name: String) throws {
        let response = HTTPResponse(status: 200, body: try ITunesFixture.data(name))
        switch name {
        case "cinematic-malformed-empty-object.json":
            #expect(throws: TransportError.decodingFailed(path: "feed", reason: "missing key 'feed'")) {
                try response.decode(RSSFeedDocumentDTO.self)
            }
        case "cinematic-lookup-missing-title.json":
            #expect(
                throws: TransportError.decodingFailed(path: "results[0].trackName", reason: "missing key 'trackName'")
            ) {
                try response.decode(SearchResponseDTO.self)
            }
        case "ext-moviefeeddemo-topmovies-entry-wonka.json":
            #expect(try response.decode(RSSEntryDTO.self) == RSSExpected.wonkaEntry())
        case "ext-koa-search-result-concert-film.json":
            #expect(try response.decode(SearchResultDTO.self) == .movie(SearchExpected.koa()))
        case "handmade-search-spirited-away.json":
            // The thin classic's answer must fill in what the catalog lacks: a director and a runtime.
            let results = try response.decode(SearchResponseDTO.self).results.compactMap(\.movie)
            let films = results.map(SearchResultMapper.movie(from:))
            #expect(films.map(\.directors) == [["Hayao Miyazaki"]])
            #expect(films.map(\.runtimeMinutes) == [125])
        case let name where name.contains("lookup") || name.contains("search-deadpool"):
            _ = try response.decode(SearchResponseDTO.self)
        default:
            _ = try response.decode(RSSFeedDocumentDTO.self)
        }
    }
}
