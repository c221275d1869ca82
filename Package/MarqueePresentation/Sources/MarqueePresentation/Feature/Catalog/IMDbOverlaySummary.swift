import Foundation

/// What a local catalog made from IMDb's datasets holds: its films, those it adds, its span and its date.
public struct IMDbOverlaySummary: Hashable, Sendable {
    /// How many films it holds.
    public var films: Int
    /// How many of them the bundled catalog lacks.
    public var added: Int
    /// How many bundled films it gave facts, a rating or billing; known right after an import.
    public var filled: Int?
    /// Its first and last year.
    public var years: ClosedRange<Int>?
    /// When it was written.
    public var date: Date
    /// Where it is.
    public var path: String

    /// Creates a summary.
    public init(films: Int, added: Int, filled: Int? = nil, years: ClosedRange<Int>?, date: Date, path: String) {
        self.films = films
        self.added = added
        self.filled = filled
        self.years = years
        self.date = date
        self.path = path
    }
}
