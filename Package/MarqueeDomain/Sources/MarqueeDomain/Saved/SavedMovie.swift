import Foundation

/// One film on the saved shelf.
public struct SavedMovie: Hashable, Sendable, Identifiable {
    /// The saved film's id.
    public let id: MovieID
    /// The film, or `nil` when the catalog no longer has it; the entry is still shown, never dropped.
    public let movie: Movie?
    /// When it was saved.
    public let savedAt: Date

    /// Creates a shelf entry.
    public init(id: MovieID, movie: Movie?, savedAt: Date) {
        self.id = id
        self.movie = movie
        self.savedAt = savedAt
    }
}
