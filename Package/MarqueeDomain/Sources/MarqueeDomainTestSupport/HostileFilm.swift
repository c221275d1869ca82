import Foundation
import MarqueeDomain

/// A film built in-process with terminal escapes in every text, as if a mapper had forgotten to clean it.
///
/// The renderers' last guards must still keep every escape away from the terminal.
public enum HostileFilm {
    /// The film, every text hostile.
    public static let movie = Movie(
        id: MovieID("itunes:42"), title: "Evil\u{1B}]0;PWNED\u{07}\u{1B}[2J Title", year: 2026, runtimeMinutes: 95,
        genres: [.drama], directors: ["Dir\u{1B}[31mRED"], cast: ["Cast\u{9B}1m One"], language: "English\u{07}",
        countries: ["\u{1B}[5mUS"], summary: "A summary \u{1B}[?1049hthat switches\r\nscreens.",
        price: Price(amount: Decimal(399) / 100, currencyCode: "US\u{1B}[8mD"))

    /// Its details, as hostile.
    public static let details = MovieDetails(
        movie: movie, fullSummary: "Line one\u{1B}[?1049h\r\nline two\u{9B}2J\tend", storeID: movie.id)

    /// Every escape and control the film holds, as they would reach the terminal if nothing guarded them.
    public static let forbidden: [String] = [
        "\u{1B}", "\u{07}", "\u{9B}", "\r", "\t", "PWNED", "[2J", "[31m", "[?1049h",
    ]

    /// The first forbidden piece in some output, or `nil` when there is none.
    public static func firstForbidden(in text: String, allowing styles: [String] = []) -> String? {
        var rest = text
        for style in styles { rest = rest.replacingOccurrences(of: style, with: "") }
        return forbidden.first { rest.contains($0) }
    }
}
