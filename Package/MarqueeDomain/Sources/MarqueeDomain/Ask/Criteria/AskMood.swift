/// A mood word from a request, with the genres it stands for.
public struct AskMood: Hashable, Sendable {
    /// The mood in its canonical spelling, for example `feel-good` for "feelgood" or "feel good".
    public let word: String
    /// The genres that express the mood; a film with any of them matches it.
    public let genres: GenreSet

    /// Creates a mood.
    public init(word: String, genres: GenreSet) {
        self.word = word
        self.genres = genres
    }
}
