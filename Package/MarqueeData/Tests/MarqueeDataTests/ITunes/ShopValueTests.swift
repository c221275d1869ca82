import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ShopValueTests {
    @Test(
        "Artwork whose last path component is <w>x<h>bb.<ext> is rewritten to 600x600bb.jpg; anything else is kept",
        arguments: [
            ("https://is1.example.com/a/source/100x100bb.jpg", "https://is1.example.com/a/source/600x600bb.jpg"),
            ("https://is1.example.com/a/b.lsr/113x170bb.png", "https://is1.example.com/a/b.lsr/600x600bb.jpg"),
            ("https://example.com/image/39x60bb.png", "https://example.com/image/600x600bb.jpg"),
            ("https://example.com/image/600x600bb.jpg", "https://example.com/image/600x600bb.jpg"),
            ("https://example.com/poster.jpg", "https://example.com/poster.jpg"),
            ("https://example.com/image/100x100.jpg", "https://example.com/image/100x100.jpg"),
            ("https://example.com/image/x100bb.jpg", "https://example.com/image/x100bb.jpg"),
            ("https://example.com/image/100x100bb", "https://example.com/image/100x100bb"),
            ("https://example.com/image/100x100-75.jpg", "https://example.com/image/100x100-75.jpg"),
            ("https://example.com/image/100x100bb.jpg.gz", "https://example.com/image/100x100bb.jpg.gz"),
        ])
    func artworkRewrite(original: String, expected: String) throws {
        let url = try #require(URL(string: original))

        #expect(ArtworkURL.large(url).absoluteString == expected)
    }

    @Test(
        "A chart price is a Decimal from the amount string and the currency; anything unusable is no price",
        arguments: [
            ("24.99", "USD", Price(amount: Decimal(string: "24.99")!, currencyCode: "USD")),
            ("3.99000", "USD", Price(amount: Decimal(string: "3.99")!, currencyCode: "USD")),
            ("0", "GBP", Price(amount: 0, currencyCode: "GBP")),
            ("1499", "JPY", Price(amount: 1_499, currencyCode: "JPY")),
            ("-1", "USD", nil), ("abc", "USD", nil), ("", "USD", nil), ("1,99", "EUR", nil),
            ("24.99", nil, nil), ("24.99", " ", nil), (nil, "USD", nil),
        ] as [(String?, String?, Price?)])
    func chartPrice(amount: String?, currency: String?, expected: Price?) {
        #expect(ShopPrice.price(amount: amount, currency: currency) == expected)
    }

    @Test("A Search price of -1 means not for sale, and a missing currency means no price")
    func searchPrice() {
        #expect(ShopPrice.price(amount: Decimal(-1), currency: "USD") == nil)
        #expect(ShopPrice.price(amount: Decimal(string: "14.99"), currency: nil) == nil)
        #expect(
            ShopPrice.price(amount: Decimal(string: "14.99"), currency: "USD")
                == Price(amount: Decimal(string: "14.99")!, currencyCode: "USD"))
    }

    @Test(
        "Store genre names map to the catalog's genres where the pair is obvious, in any case",
        arguments: [
            ("Action & Adventure", [.action, .adventure]), ("Comedy", [.comedy]), ("Drama", [.drama]),
            ("Horror", [.horror]), ("Kids & Family", [.family]), ("Sci-Fi & Fantasy", [.sciFi, .fantasy]),
            ("Thriller", [.thriller]), ("Documentary", [.documentary]), ("Romance", [.romance]),
            ("Western", [.western]), ("Musicals", [.musical]), ("Concert Films", [.music]),
            ("Music Documentaries", [.music, .documentary]), ("Sports", [.sport]), ("Anime", [.animation]),
            ("sci-fi & fantasy", [.sciFi, .fantasy]), ("Holiday", []), ("Independent", []), ("", []),
        ] as [(String, GenreSet)])
    func genres(name: String, expected: GenreSet) {
        #expect(ShopGenre.genres(named: name) == expected)
    }

    @Test(
        "A release year is the year as written, whatever the time zone; the date is the exact moment",
        arguments: [
            ("2023-12-15T00:00:00-07:00", 2023, Date(timeIntervalSince1970: 1_702_623_600)),
            ("2024-01-01T00:00:00+09:00", 2024, Date(timeIntervalSince1970: 1_704_034_800)),
            ("2016-02-12T08:00:00Z", 2016, Date(timeIntervalSince1970: 1_455_264_000)),
            ("2016-02-12", 2016, nil),
            ("soon", nil, nil),
            ("99-01-01", nil, nil),
        ] as [(String, Int?, Date?)])
    func releaseDate(text: String, year: Int?, date: Date?) {
        #expect(ShopReleaseDate.year(text) == year)
        #expect(ShopReleaseDate.date(text) == date)
    }

    @Test(
        "Store ids are itunes: followed by digits; anything else has no track id",
        arguments: [
            ("itunes:1714948342", 1_714_948_342), ("itunes:", nil), ("itunes:12a", nil), ("tt0133093", nil),
            ("ITUNES:1", nil), ("itunes:-1", nil),
        ] as [(String, Int?)])
    func storeIDs(id: String, trackID: Int?) {
        #expect(MovieID(id).iTunesTrackID == trackID)
    }
}
