import Foundation
import MarqueeDomain

/// The `--json` document of `marquee saved` (schema `marquee.saved/1`).
public struct SavedJSON: Encodable {
    /// One shelf entry; `movie` is `null` when the catalog no longer has the film.
    public struct Entry: Encodable {
        let id: String
        let savedAt: Date
        @NullEncoded var movie: MovieJSON?
    }

    let schema = "marquee.saved/1"
    let saved: [Entry]

    /// Builds the document from the command's result.
    public init(_ shelf: [SavedMovie]) {
        saved = shelf.map { Entry(id: $0.id.rawValue, savedAt: $0.savedAt, movie: $0.movie.map(MovieJSON.init)) }
    }
}
