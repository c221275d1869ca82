import Foundation
import MarqueeDomain
import MarqueePresentation
import Testing

@testable import MarqueeCommands
@testable import MarqueeWords

/// The words and numbers the store features print: ages, prices, dates and links, in both languages.
struct ShopOutputTests {
    private static let now = Date(timeIntervalSince1970: 1_764_489_600)

    @Test(
        "A cache's age is rounded down to minutes, hours or days, in English and German",
        arguments: [
            (30.0, "just now", "gerade eben"),
            (90, "from 1 minute ago", "von vor 1 Minute"),
            (59 * 60, "from 59 minutes ago", "von vor 59 Minuten"),
            (3_600, "from 1 hour ago", "von vor 1 Stunde"),
            (3 * 3_600 + 59 * 60, "from 3 hours ago", "von vor 3 Stunden"),
            (86_400, "from 1 day ago", "von vor 1 Tag"),
            (3 * 86_400 + 7_200, "from 3 days ago", "von vor 3 Tagen"),
            (-120, "just now", "gerade eben"),
        ] as [(Double, String, String)]
    )
    func ages(seconds: Double, english: String, german: String) {
        let savedAt = Self.now.addingTimeInterval(-seconds)

        #expect(SourceText(l10n: Localizer(.english), country: "us", now: Self.now).age(savedAt) == english)
        #expect(SourceText(l10n: Localizer(.german), country: "us", now: Self.now).age(savedAt) == german)
    }

    @Test("The source line names the store's country, the cache's day and age, or the bundled catalog")
    func sourceLines() {
        let english = SourceText(l10n: Localizer(.english), country: "de", now: Self.now)
        let german = SourceText(l10n: Localizer(.german), country: "de", now: Self.now)
        let threeDaysAgo = DataSource.cached(savedAt: Self.now.addingTimeInterval(-3 * 86_400))

        #expect(english.line([.live]) == "Source: iTunes Store (DE), live.")
        #expect(
            english.line([.bundled, .live, .live])
                == "Sources: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial) and iTunes Store (DE), live."
        )
        #expect(german.line([threeDaysAgo]).hasPrefix("Quelle: iTunes Store (DE), gespeichert am "))
        #expect(german.line([threeDaysAgo]).hasSuffix(" November 2025 (von vor 3 Tagen)."))
        #expect(
            german.line([.bundled])
                == "Quelle: mitgelieferter Katalog (Wikidata, CC0; MovieLens-Daten, nicht kommerziell).")
    }

    @Test(
        "Prices and release dates are written the way the language writes them",
        arguments: [
            (Language.english, "USD", "$24.99", "April 24, 2026"),
            (.german, "USD", "24,99\u{A0}$", "24. April 2026"),
            (.german, "EUR", "24,99\u{A0}€", "24. April 2026"),
        ]
    )
    func pricesAndDates(language: Language, currency: String, price: String, date: String) {
        let format = ShopFormat(locale: Localizer(language).locale)
        let released = Date(timeIntervalSince1970: 1_777_014_000)

        #expect(format.price(Price(amount: Decimal(string: "24.99")!, currencyCode: currency)) == price)
        #expect(format.day(released) == date)
    }

    @Test(
        "Links to films, searches and Discover are read with their country",
        arguments: [
            ("marquee://movie/tt0133093", DeepLink.movie("tt0133093", country: "us")),
            ("MARQUEE://movie/itunes:1895068395?country=DE", .movie("itunes:1895068395", country: "de")),
            ("marquee://search?q=drk%20knight", .search("drk knight", country: "us")),
            ("marquee://discover", .discover(nil, country: "us")),
            ("marquee://discover?genre=sci-fi&country=gb", .discover(.sciFiAndFantasy, country: "gb")),
            ("marquee://discover/?genre=Kids%20%26%20Family", .discover(.kidsAndFamily, country: "us")),
            ("marquee://ask?q=best%20of%202019", .ask("best of 2019")),
            (
                "marquee://recommend?year=2020&duration=1h%2030m&type=movie&rating=pg13&milder=1",
                .recommend(
                    RecommendationFormInput(
                        year: "2020", duration: "1h 30m", type: "movie", rating: "pg13", includesMilder: true))
            ),
        ]
    )
    func readsLinks(text: String, expected: DeepLink) throws {
        #expect(try DeepLink.parse(text, l10n: Localizer(.english)) == expected)
    }
}
