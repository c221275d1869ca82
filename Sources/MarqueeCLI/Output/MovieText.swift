import Foundation
import MarqueeDomain

/// Formats film facts the same way on every screen.
enum MovieText {
    /// `The Matrix (1999)`.
    static func titleAndYear(_ movie: Movie) -> String {
        movie.year.map { "\(movie.title) (\($0))" } ?? movie.title
    }

    /// `2h 16m`, or `45m` under an hour.
    static func runtime(_ minutes: Int) -> String {
        minutes >= 60 ? "\(minutes / 60)h \(String(format: "%02d", minutes % 60))m" : "\(minutes)m"
    }

    /// A score with one decimal: `7.8`.
    static func score(_ value: Double) -> String { String(format: "%.1f", value) }

    /// `2h 16m · R · Action, Crime, Sci-Fi, Thriller`, leaving out what is unknown.
    static func facts(_ movie: Movie) -> String {
        var parts: [String] = []
        if let minutes = movie.runtimeMinutes { parts.append(runtime(minutes)) }
        if let rating = movie.contentRating { parts.append(rating.rawValue) }
        if !movie.genres.isEmpty { parts.append(movie.genres.description) }
        return parts.joined(separator: " · ")
    }

    /// `Directed by Lana Wachowski, Lilly Wachowski · Critics 7.8/10 from 209 reviews`.
    static func credits(_ movie: Movie) -> String {
        var parts: [String] = []
        if !movie.directors.isEmpty { parts.append("Directed by " + movie.directors.joined(separator: ", ")) }
        if let score = movie.criticScore, movie.reviewCount > 0 {
            let reviews = movie.reviewCount == 1 ? "1 review" : "\(movie.reviewCount) reviews"
            parts.append("Critics \(Self.score(score))/10 from \(reviews)")
        }
        return parts.joined(separator: " · ")
    }
}
