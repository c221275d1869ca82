import Foundation
import MarqueeDomain

/// The cache key of each store question: endpoint, storefront, and what was asked.
///
/// Keys are readable text; `DiskCache` turns them into safe file names.
enum ShopCacheKey {
    /// `chart-us-all-50`, `chart-us-drama-25`.
    static func chart(genre: ChartGenre?, country: String, limit: Int) -> String {
        "chart-\(storefront(country))-\(genre?.rawValue ?? "all")-\(limit)"
    }

    /// `search-us-25-dark knight`: Apple's search ignores case and surrounding spaces, so the key does too.
    static func search(term: String, country: String, limit: Int) -> String {
        "search-\(storefront(country))-\(limit)-\(term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())"
    }

    /// `lookup-us-itunes:1714948342`.
    static func lookup(id: MovieID, country: String) -> String { "lookup-\(storefront(country))-\(id.rawValue)" }

    /// `match-us-1999-the matrix`: the title folded, as the match compares it.
    static func match(title: String, year: Int?, country: String) -> String {
        "match-\(storefront(country))-\(year.map(String.init) ?? "any")-\(SearchText(title).folded)"
    }

    private static func storefront(_ country: String) -> String { ITunesEndpoint.storefront(country) }
}
