import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ITunesPosterRepositoryTests {
    private static let artwork = URL.fixture("https://is1-ssl.mzstatic.com/image/thumb/Video/v4/ab/cd/100x100bb.jpg")

    @Test(
        "The store's size-and-format file name is rewritten to 600x600 in the format asked for; other URLs stay",
        arguments: [
            ("https://a.example/image/100x100bb.jpg", PosterFormat.png, "https://a.example/image/600x600bb.png"),
            ("https://a.example/image/100x100bb.jpg", .jpeg, "https://a.example/image/600x600bb.jpg"),
            ("https://a.example/image/170x170bb.png", .jpeg, "https://a.example/image/600x600bb.jpg"),
            ("https://a.example/image/30x30.jpeg", .png, "https://a.example/image/600x600.png"),
            ("https://a.example/image/poster.jpg", .png, "https://a.example/image/poster.jpg"),
            ("https://a.example/image/100x100bb.gif", .png, "https://a.example/image/100x100bb.gif"),
            ("https://a.example/image/100xbb.jpg", .png, "https://a.example/image/100xbb.jpg"),
        ]
    )
    func rewritesURL(original: String, format: PosterFormat, expected: String) {
        #expect(ShopPosterURL.url(URL(string: original)!, format: format).absoluteString == expected)
    }

    @Test("A PNG asked for is fetched at the rewritten URL and returned as sent")
    func fetchesPNG() async throws {
        let png = try PosterFixture.png()
        let transport = FakeTransport(body: png)

        let image = try await ITunesPosterRepository(transport: transport).poster(at: Self.artwork, format: .png)

        #expect(image == png)
        #expect(
            transport.requests.map(\.url.absoluteString) == [
                "https://is1-ssl.mzstatic.com/image/thumb/Video/v4/ab/cd/600x600bb.png"
            ])
    }

    @Test("A JPEG asked for is returned as sent")
    func fetchesJPEG() async throws {
        let jpeg = try PosterFixture.jpeg()

        let image = try await ITunesPosterRepository(transport: FakeTransport(body: jpeg))
            .poster(at: Self.artwork, format: .jpeg)

        #expect(image == jpeg)
    }

    @Test("Bytes in another format than the one asked for are refused, so kitty never receives a JPEG as PNG")
    func refusesWrongFormat() async throws {
        let transport = FakeTransport(body: try PosterFixture.jpeg())

        await #expect(throws: PosterError.unavailable(reason: "not png")) {
            try await ITunesPosterRepository(transport: transport).poster(at: Self.artwork, format: .png)
        }
    }

    @Test("A failed status is no poster")
    func failedStatus() async {
        let transport = FakeTransport(status: 404, body: Data("missing".utf8))

        await #expect(throws: PosterError.unavailable(reason: "HTTP 404")) {
            try await ITunesPosterRepository(transport: transport).poster(at: Self.artwork, format: .png)
        }
    }

    @Test("A network failure is no poster")
    func networkFailure() async {
        let transport = FakeTransport([.failure(.timedOut(after: .seconds(3)))])

        await #expect(throws: PosterError.unavailable(reason: "\(TransportError.timedOut(after: .seconds(3)))")) {
            try await ITunesPosterRepository(transport: transport).poster(at: Self.artwork, format: .png)
        }
    }
}
