import Foundation
import MarqueeDomain

@testable import MarqueeData

/// What the Search and Lookup fixtures must decode and map to, written out by hand from the fixture files.
enum SearchExpected {
    static let michaelLookup = SearchMovieDTO(
        wrapperType: "track",
        kind: "feature-movie",
        trackId: 1_895_068_395,
        trackName: "Michael",
        artistName: "Antoine Fuqua",
        trackViewUrl: "https://itunes.apple.com/us/movie/michael/id1895068395?uo=4",
        previewUrl: "https://video.example.com/preview.m4v",
        artworkUrl100: "https://example.com/image/100x100bb.jpg",
        trackPrice: Decimal(string: "24.99"),
        releaseDate: "2026-04-24T07:00:00Z",
        trackTimeMillis: 139_204,
        currency: "USD",
        primaryGenreName: "Drama",
        contentAdvisoryRating: "PG-13",
        shortDescription: "Short summary.",
        longDescription: "The long, complete summary."
    )

    static let michaelDetails = MovieDetails(
        movie: Movie(
            id: MovieID("itunes:1895068395"),
            title: "Michael",
            year: 2026,
            runtimeMinutes: 2,
            genres: [.drama],
            directors: ["Antoine Fuqua"],
            contentRating: .pg13,
            posterURL: URL(string: "https://example.com/image/600x600bb.jpg"),
            summary: "Short summary.",
            price: Price(amount: Decimal.fixture("24.99"), currencyCode: "USD")
        ),
        fullSummary: "The long, complete summary.",
        releaseDate: Date(timeIntervalSince1970: 1_777_014_000),
        trailerURL: URL(string: "https://video.example.com/preview.m4v"),
        storeURL: URL(string: "https://itunes.apple.com/us/movie/michael/id1895068395?uo=4"),
        storeID: MovieID("itunes:1895068395")
    )

    static let deadpoolArtwork =
        "https://is3-ssl.mzstatic.com/image/thumb/Video4/v4/69/97/72/69977202-baa8-227d-26eb-18eddcc6c3f2/source/"
    static let deadpoolPreview =
        "https://video-ssl.itunes.apple.com/itunes-assets/Video118/v4/ee/77/0b/ee770b8b-dc3b-423a-c695-fab7f47d5b0c/"
        + "mzvf_6207691253036919622.640x354.h264lc.U.p.m4v"
    static let deadpoolShort =
        "Based upon Marvel Comics’ most unconventional anti-hero, DEADPOOL tells the origin story of former"
    static let deadpoolLong =
        "Hold onto your chimichangas, folks. From the studio that brought you all 3 Taken films comes the "
        + "block-busting, fourth-wall-breaking masterpiece about Marvel Comics’ sexiest anti-hero! Starring God’s "
        + "perfect idiot Ryan Reynolds and a bunch of other \"actors,\" DEADPOOL is a giddy slice of awesomeness "
        + "packed with more twists than Deadpool’s enemies’ intestines and more action than prom night. Amazeballs!"

    static let deadpool = SearchMovieDTO(
        wrapperType: "track",
        kind: "feature-movie",
        trackId: 1_078_111_961,
        trackName: "Deadpool",
        trackCensoredName: "Deadpool",
        artistName: "Tim Miller",
        collectionId: 1_404_489_349,
        collectionName: "Deadpool 2-Movie Collection",
        trackViewUrl: "https://itunes.apple.com/us/movie/deadpool/id1078111961?uo=4",
        previewUrl: deadpoolPreview,
        artworkUrl30: deadpoolArtwork + "30x30bb.jpg",
        artworkUrl60: deadpoolArtwork + "60x60bb.jpg",
        artworkUrl100: deadpoolArtwork + "100x100bb.jpg",
        collectionPrice: Decimal(string: "29.99"),
        trackPrice: Decimal(string: "14.99"),
        trackRentalPrice: Decimal(string: "3.99"),
        collectionHdPrice: Decimal(string: "29.99"),
        trackHdPrice: Decimal(string: "14.99"),
        trackHdRentalPrice: Decimal(string: "3.99"),
        releaseDate: "2016-02-12T08:00:00Z",
        trackTimeMillis: 6_521_638,
        country: "USA",
        currency: "USD",
        primaryGenreName: "Action & Adventure",
        contentAdvisoryRating: "R",
        shortDescription: deadpoolShort,
        longDescription: deadpoolLong,
        hasITunesExtras: true
    )

    static let deadpoolDetails = MovieDetails(
        movie: Movie(
            id: MovieID("itunes:1078111961"),
            title: "Deadpool",
            year: 2016,
            runtimeMinutes: 109,
            genres: [.action, .adventure],
            directors: ["Tim Miller"],
            contentRating: .r,
            posterURL: URL(string: deadpoolArtwork + "600x600bb.jpg"),
            summary: deadpoolShort,
            price: Price(amount: Decimal.fixture("14.99"), currencyCode: "USD")
        ),
        fullSummary: deadpoolLong,
        releaseDate: Date(timeIntervalSince1970: 1_455_264_000),
        trailerURL: URL(string: deadpoolPreview),
        storeURL: URL(string: "https://itunes.apple.com/us/movie/deadpool/id1078111961?uo=4"),
        storeID: MovieID("itunes:1078111961")
    )

    static let koaArtwork =
        "https://is2-ssl.mzstatic.com/image/thumb/Video/v4/b7/f6/89/b7f6899e-354c-c502-5d6f-9c4a12f9dffb/source/"
    static let koaPreview =
        "http://video.itunes.apple.com/apple-assets-us-std-000001/Video128/v4/be/ef/af/"
        + "beefaffe-6278-4336-07a1-de180ddaeaf8/mzvf_1177979557611386379.640x468.h264lc.U.p.m4v"
    static let koaShort =
        "Jack Johnson:: En Concert A Live Film and Album. Words by Emmett Malloy (filmmaker) I began making"

    static func koaLong() throws -> String {
        try ITunesFixture.string("ext-koa-search-result-concert-film.json", at: ["longDescription"])
    }

    static func koa() throws -> SearchMovieDTO {
        SearchMovieDTO(
            wrapperType: "track",
            kind: "feature-movie",
            trackId: 333_728_932,
            trackName: "Jack Johnson: En Concert",
            trackCensoredName: "Jack Johnson: En Concert",
            artistName: "Jack Johnson",
            trackViewUrl: "https://itunes.apple.com/us/movie/jack-johnson-en-concert/id333728932?uo=4",
            previewUrl: koaPreview,
            artworkUrl30: koaArtwork + "30x30bb.jpg",
            artworkUrl60: koaArtwork + "60x60bb.jpg",
            artworkUrl100: koaArtwork + "100x100bb.jpg",
            collectionPrice: Decimal(string: "12.99"),
            trackPrice: Decimal(string: "12.99"),
            releaseDate: "2009-01-01T08:00:00Z",
            trackTimeMillis: 4_773_648,
            country: "USA",
            currency: "USD",
            primaryGenreName: "Concert Films",
            contentAdvisoryRating: "NR",
            shortDescription: koaShort,
            longDescription: try koaLong()
        )
    }

    static func koaDetails() throws -> MovieDetails {
        MovieDetails(
            movie: Movie(
                id: MovieID("itunes:333728932"),
                title: "Jack Johnson: En Concert",
                year: 2009,
                runtimeMinutes: 80,
                genres: [.music],
                directors: ["Jack Johnson"],
                contentRating: .notRated,
                posterURL: URL(string: koaArtwork + "600x600bb.jpg"),
                summary: koaShort,
                price: Price(amount: Decimal.fixture("12.99"), currencyCode: "USD")
            ),
            fullSummary: try koaLong(),
            releaseDate: Date(timeIntervalSince1970: 1_230_796_800),
            trailerURL: URL(string: koaPreview),
            storeURL: URL(string: "https://itunes.apple.com/us/movie/jack-johnson-en-concert/id333728932?uo=4"),
            storeID: MovieID("itunes:333728932")
        )
    }
}
