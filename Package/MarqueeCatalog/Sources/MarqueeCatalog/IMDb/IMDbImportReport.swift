import Foundation

/// What an IMDb import made: the films of the new catalog, and how many it added or filled in.
public struct IMDbImportReport: Hashable, Sendable {
    /// How many films the new catalog holds.
    public let films: Int
    /// How many of them the bundled catalog did not have.
    public let added: Int
    /// How many bundled films gained facts, a rating or billing.
    public let filled: Int
    /// The first and last year of any film.
    public let years: ClosedRange<Int>?
    /// Where the catalog was written.
    public let path: String

    /// Creates a report.
    public init(films: Int, added: Int, filled: Int, years: ClosedRange<Int>?, path: String) {
        self.films = films
        self.added = added
        self.filled = filled
        self.years = years
        self.path = path
    }
}
