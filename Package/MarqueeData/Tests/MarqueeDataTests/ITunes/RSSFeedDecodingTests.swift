import Foundation
import Testing

@testable import MarqueeData

@Suite struct RSSFeedDecodingTests {
    private func decode(_ body: some DataProtocol) throws(TransportError) -> RSSFeedDocumentDTO {
        try ITunesFixture.decode(RSSFeedDocumentDTO.self, from: body)
    }

    private func feed(_ entries: [RSSEntryDTO]) -> RSSFeedDocumentDTO {
        RSSFeedDocumentDTO(feed: RSSFeedDTO(entry: entries))
    }

    @Test("A feed whose entry is an array decodes a rich entry and a sparse one, field for field")
    func twoEntries() throws {
        let document = try decode(ITunesFixture.data("cinematic-topmovies-feed-two-entries.json"))

        #expect(document == feed([RSSExpected.michaelEntry, RSSExpected.hokumEntry]))
    }

    @Test("A feed whose entry is a bare object decodes as one entry")
    func singleEntryObject() throws {
        let document = try decode(ITunesFixture.data("cinematic-topmovies-feed-single-entry-object.json"))

        #expect(document == feed([RSSExpected.lonelyEntry]))
    }

    @Test("A feed without an entry key decodes as an empty chart and keeps its other members")
    func missingEntry() throws {
        let document = try decode(ITunesFixture.data("cinematic-topmovies-feed-no-entry-key.json"))

        #expect(
            document
                == RSSFeedDocumentDTO(
                    feed: RSSFeedDTO(updated: RSSLabelDTO(label: "2026-06-11T05:55:52-07:00"), entry: [])))
    }

    @Test("A feed whose entry is an empty array decodes as an empty chart")
    func emptyEntryArray() throws {
        let document = try decode(ITunesFixture.data("cinematic-search-stub-genre-empty-array.json"))

        #expect(document == feed([]))
    }

    @Test("The minimal stub charts decode with their names, ids and genre terms in order")
    func stubCharts() throws {
        let top = try decode(ITunesFixture.data("cinematic-search-stub-top-chart.json"))
        let action = try decode(ITunesFixture.data("cinematic-search-stub-genre-4401.json"))

        #expect(
            top
                == feed([
                    RSSExpected.stubEntry(id: "1", name: "Michael", term: "Drama"),
                    RSSExpected.stubEntry(id: "2", name: "Dune: Part Three", term: "Drama"),
                    RSSExpected.stubEntry(id: "3", name: "Return to Dune", term: "Drama"),
                    RSSExpected.stubEntry(id: "4", name: "Project Hail Mary", term: "Drama"),
                ]))
        #expect(action == feed([RSSExpected.stubEntry(id: "4", name: "Project Hail Mary", term: "Action & Adventure")]))
    }

    @Test(
        "The real Wonka entry decodes whole as a feed, whether entry is an array or the bare object",
        arguments: [true, false])
    func wonkaFeed(entryAsArray: Bool) throws {
        let document = try decode(ITunesFixture.wonkaFeed(entryAsArray: entryAsArray))

        #expect(
            document
                == RSSFeedDocumentDTO(
                    feed: RSSFeedDTO(
                        title: RSSLabelDTO(label: "iTunes Store: Top Movies"), entry: [try RSSExpected.wonkaEntry()])))
    }

    @Test("A link and an image sent as single objects decode like one-element arrays")
    func collapsedLinkAndImage() throws {
        let document = try decode(
            Data(
                """
                {"feed": {"entry": {
                  "im:name": {"label": "Solo"}, "title": {"label": "Solo - Someone"},
                  "id": {"attributes": {"im:id": "9"}},
                  "im:image": {"label": "https://example.com/a/170x170bb.png", "attributes": {"height": "170"}},
                  "link": {"attributes": {"rel": "alternate", "type": "text/html", "href": "https://example.com/solo"}}
                }}}
                """.utf8))

        #expect(
            document
                == feed([
                    RSSEntryDTO(
                        name: RSSLabelDTO(label: "Solo"),
                        images: [
                            RSSNodeDTO(
                                label: "https://example.com/a/170x170bb.png",
                                attributes: RSSImageAttributesDTO(height: "170"))
                        ],
                        title: RSSLabelDTO(label: "Solo - Someone"),
                        link: [
                            RSSLinkDTO(
                                attributes: RSSLinkAttributesDTO(
                                    rel: "alternate", type: "text/html", href: "https://example.com/solo"))
                        ],
                        id: RSSIdentifierDTO(attributes: RSSIdentifierAttributesDTO(id: "9"))
                    )
                ]))
    }

    private static let name = #""im:name": {"label": "A"}"#
    private static let title = #""title": {"label": "A"}"#

    private static func id(_ value: String) -> String { #""id": {"attributes": {"im:id": \#(value)}}"# }

    private static func entries(_ list: String) -> String { #"{"feed": {"entry": [\#(list)]}}"# }

    @Test(
        "A malformed required field fails decoding with its coding path, rather than dropping the entry",
        arguments: [
            (
                entries(#"{\#(name), \#(title), \#(id("\"1\""))}, {\#(title), \#(id("\"2\""))}"#),
                TransportError.decodingFailed(path: "feed.entry[1].im:name", reason: "missing key 'im:name'")
            ),
            (
                entries(#"{\#(name), \#(title), \#(id("1"))}"#),
                .decodingFailed(path: "feed.entry[0].id.attributes.im:id", reason: "expected String")
            ),
            (
                entries(#"{\#(name), \#(title), \#(id("\"12a\""))}"#),
                .decodingFailed(path: "feed.entry[0].id.attributes.im:id", reason: "track id '12a' is not a number")
            ),
            (
                #"{"feed": {"entry": {\#(name), \#(id("\"1\""))}}}"#,
                .decodingFailed(path: "feed.entry.title", reason: "missing key 'title'")
            ),
            (
                entries(#"{\#(name), \#(title), "id": {"label": "x"}}"#),
                .decodingFailed(path: "feed.entry[0].id.attributes", reason: "missing key 'attributes'")
            ),
            (
                #"{"feed": {"entry": "nothing"}}"#,
                .decodingFailed(path: "feed.entry", reason: "expected Dictionary<String, Any>")
            ),
        ])
    func malformedRequiredField(json: String, expected: TransportError) {
        #expect(throws: expected) { try decode(Data(json.utf8)) }
    }

    @Test("An empty object is not a feed: decoding names the missing feed key")
    func emptyObject() throws {
        let data = try ITunesFixture.data("cinematic-malformed-empty-object.json")

        #expect(throws: TransportError.decodingFailed(path: "feed", reason: "missing key 'feed'")) { try decode(data) }
    }
}
