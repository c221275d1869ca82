import Foundation
import MarqueeDomain

/// The `--json` document of `marquee saved` (schema `marquee.saved/1`).
public struct SavedJSON: Encodable {
    /// One shelf entry; `movie` is `null` when the catalog no longer has the film.
    public struct Entry: Encodable {
        let id: String
        let savedAt: Date
        let movie: MovieJSON?

        /// Creates the value from its parts.
        public init(id: String, savedAt: Date, movie: MovieJSON?) {
            self.id = id
            self.savedAt = savedAt
            self.movie = movie
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(savedAt, forKey: .savedAt)
            try container.encode(movie, forKey: .movie)
        }

        private enum CodingKeys: String, CodingKey { case id, savedAt, movie }
    }

    let schema = "marquee.saved/1"
    let saved: [Entry]

    public init(_ shelf: [SavedMovie]) {
        saved = shelf.map { Entry(id: $0.id.rawValue, savedAt: $0.savedAt, movie: $0.movie.map(MovieJSON.init)) }
    }
}
