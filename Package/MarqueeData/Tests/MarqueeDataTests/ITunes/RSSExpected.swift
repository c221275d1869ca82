import Foundation
import MarqueeDomain

@testable import MarqueeData

/// What the RSS fixtures must decode and map to, written out by hand from the fixture files.
enum RSSExpected {
    static let michaelEntry = RSSEntryDTO(
        name: RSSLabelDTO(label: "Michael"),
        images: [
            RSSNodeDTO(label: "https://example.com/image/39x60bb.png", attributes: RSSImageAttributesDTO(height: "60")),
            RSSNodeDTO(
                label: "https://example.com/image/113x170bb.png", attributes: RSSImageAttributesDTO(height: "170")),
        ],
        summary: RSSLabelDTO(label: "A film about a legend."),
        price: RSSNodeDTO(label: "$24.99", attributes: RSSPriceAttributesDTO(amount: "24.99", currency: "USD")),
        title: RSSLabelDTO(label: "Michael - Antoine Fuqua"),
        id: RSSIdentifierDTO(
            label: "https://itunes.apple.com/us/movie/michael/id1895068395?uo=2",
            attributes: RSSIdentifierAttributesDTO(id: "1895068395")),
        artist: RSSLabelDTO(label: "Antoine Fuqua"),
        category: RSSNodeDTO(attributes: RSSCategoryAttributesDTO(id: "4406", term: "Drama", label: "Drama")),
        releaseDate: RSSNodeDTO(
            label: "2026-04-24T00:00:00-07:00", attributes: RSSReleaseDateAttributesDTO(label: "April 24, 2026"))
    )

    static let hokumEntry = RSSEntryDTO(
        name: RSSLabelDTO(label: "Hokum"),
        title: RSSLabelDTO(label: "Hokum - Director"),
        id: RSSIdentifierDTO(
            label: "https://itunes.apple.com/us/movie/hokum/id42?uo=2", attributes: RSSIdentifierAttributesDTO(id: "42")
        )
    )

    static let lonelyEntry = RSSEntryDTO(
        name: RSSLabelDTO(label: "Lonely"),
        title: RSSLabelDTO(label: "Lonely - Director"),
        id: RSSIdentifierDTO(label: "https://example.com/id7", attributes: RSSIdentifierAttributesDTO(id: "7"))
    )

    static let wonkaArtwork =
        "https://is1-ssl.mzstatic.com/image/thumb/Video126/v4/68/e3/82/68e382d0-e9ab-94dd-a02a-b323cb1b0173/"
        + "cbb1cb8b-cd01-40c5-ace2-3993224e8380_Wonka_APO_V_DD_KA_TT_2000x3000_300dpi_EN-srgb.lsr/"
    static let wonkaStore = "https://itunes.apple.com/us/movie/wonka/id1714948342?uo=2"
    static let wonkaTrailer =
        "https://video-ssl.itunes.apple.com/itunes-assets/Video116/v4/8d/71/08/"
        + "8d7108bb-6265-01e0-ae06-1db8eee59a66/mzvf_8165833802997629892.640x354.h264lc.U.p.m4v"

    /// The Wonka summary, read from the fixture independently of the DTOs (it is long and has curly quotes).
    static func wonkaSummary() throws -> String {
        try ITunesFixture.string("ext-moviefeeddemo-topmovies-entry-wonka.json", at: ["summary", "label"])
    }

    static func wonkaEntry() throws -> RSSEntryDTO {
        RSSEntryDTO(
            name: RSSLabelDTO(label: "Wonka"),
            images: [
                RSSNodeDTO(label: wonkaArtwork + "39x60bb.png", attributes: RSSImageAttributesDTO(height: "60")),
                RSSNodeDTO(label: wonkaArtwork + "39x60bb.png", attributes: RSSImageAttributesDTO(height: "60")),
                RSSNodeDTO(label: wonkaArtwork + "113x170bb.png", attributes: RSSImageAttributesDTO(height: "170")),
            ],
            summary: RSSLabelDTO(label: try wonkaSummary()),
            price: RSSNodeDTO(label: "$24.99", attributes: RSSPriceAttributesDTO(amount: "24.99", currency: "USD")),
            rentalPrice: RSSNodeDTO(
                label: "$19.99", attributes: RSSPriceAttributesDTO(amount: "19.99", currency: "USD")),
            contentType: RSSNodeDTO(attributes: RSSCategoryAttributesDTO(term: "Movie", label: "Movie")),
            rights: RSSLabelDTO(label: "© 2023 Warner Bros. Entertainment Inc."),
            title: RSSLabelDTO(label: "Wonka - Paul King"),
            link: [
                RSSLinkDTO(attributes: RSSLinkAttributesDTO(rel: "alternate", type: "text/html", href: wonkaStore)),
                RSSLinkDTO(
                    attributes: RSSLinkAttributesDTO(
                        rel: "enclosure", type: "video/x-m4v", href: wonkaTrailer, title: "Preview",
                        assetType: "preview"),
                    duration: RSSLabelDTO(label: "163167.0")),
            ],
            id: RSSIdentifierDTO(label: wonkaStore, attributes: RSSIdentifierAttributesDTO(id: "1714948342")),
            artist: RSSLabelDTO(label: "Paul King"),
            category: RSSNodeDTO(
                attributes: RSSCategoryAttributesDTO(
                    id: "4410",
                    term: "Kids & Family",
                    scheme: "https://itunes.apple.com/us/genre/movies-kids-family/id4410?uo=2",
                    label: "Kids & Family")),
            releaseDate: RSSNodeDTO(
                label: "2023-12-15T00:00:00-07:00",
                attributes: RSSReleaseDateAttributesDTO(label: "December 15, 2023"))
        )
    }

    static func wonkaMovie() throws -> Movie {
        Movie(
            id: MovieID("itunes:1714948342"),
            title: "Wonka",
            year: 2023,
            genres: [.family],
            directors: ["Paul King"],
            posterURL: URL(string: wonkaArtwork + "600x600bb.jpg"),
            summary: try wonkaSummary(),
            price: Price(amount: Decimal.fixture("24.99"), currencyCode: "USD")
        )
    }

    static func wonkaDetails() throws -> MovieDetails {
        MovieDetails(
            movie: try wonkaMovie(),
            fullSummary: try wonkaSummary(),
            releaseDate: Date(timeIntervalSince1970: 1_702_623_600),  // 2023-12-15T07:00:00Z
            trailerURL: URL(string: wonkaTrailer),
            storeURL: URL(string: wonkaStore),
            storeID: MovieID("itunes:1714948342")
        )
    }

    /// A minimal chart entry as Cinematic's search stubs write them: name, title, id and genre term.
    static func stubEntry(id: String, name: String, term: String) -> RSSEntryDTO {
        RSSEntryDTO(
            name: RSSLabelDTO(label: name),
            title: RSSLabelDTO(label: "\(name) - Director"),
            id: RSSIdentifierDTO(label: "https://example.com/id\(id)", attributes: RSSIdentifierAttributesDTO(id: id)),
            category: RSSNodeDTO(attributes: RSSCategoryAttributesDTO(term: term))
        )
    }
}
