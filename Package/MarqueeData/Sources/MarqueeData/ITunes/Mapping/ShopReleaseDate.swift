import Foundation

/// Reads the store's release dates: `2023-12-15T00:00:00-07:00` in the chart, `2016-02-12T08:00:00Z` in Search.
enum ShopReleaseDate {
    /// The moment, when the text is ISO 8601 with a time zone.
    static func date(_ text: String?) -> Date? {
        guard let text else { return nil }
        return try? Date(text, strategy: .iso8601)
    }

    /// The year as written, so `2024-01-01T00:00:00+09:00` is 2024 even though it is still 2023 in UTC.
    static func year(_ text: String?) -> Int? {
        guard let text, text.count >= 5 else { return nil }
        let digits = text.prefix(4)
        guard text.dropFirst(4).first == "-", digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
