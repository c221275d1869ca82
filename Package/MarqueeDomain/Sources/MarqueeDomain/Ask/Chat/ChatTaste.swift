/// What a language model is told besides the conversation: how many picks to give and the user's taste.
///
/// Domain chooses these facts; the model's client words them, since the instructions it sends and the reply
/// shape they ask for are that client's wire format.
public struct ChatTaste: Hashable, Sendable {
    /// How many picks to ask for.
    public let limit: Int
    /// Up to five liked films, most recently liked first; empty for a new profile.
    public let liked: [MovieSnapshot]
    /// The genres the user prefers.
    public let preferredGenres: GenreSet

    /// Creates a taste from its parts.
    public init(limit: Int, liked: [MovieSnapshot] = [], preferredGenres: GenreSet = []) {
        self.limit = limit
        self.liked = liked
        self.preferredGenres = preferredGenres
    }

    /// The taste of a profile: its five latest likes, most recent first, and its preferred genres.
    /// - Parameters:
    ///   - profile: the user's profile; its liked films and preferred genres make "something for me" personal.
    ///   - movies: the catalog, to name liked films by title.
    ///   - limit: how many picks to ask for.
    public init(profile: UserProfile, movies: [Movie], limit: Int) {
        let likedIDs = profile.liked.sorted { $0.value > $1.value }.prefix(5).map(\.key)
        let byID = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A liked film the catalog lacks keeps only its saved title, so the model is told what it always was.
        let liked = likedIDs.compactMap { id in
            byID[id].map(MovieSnapshot.init) ?? profile.snapshots[id].map { MovieSnapshot(title: $0.title, year: nil) }
        }
        self.init(limit: limit, liked: liked, preferredGenres: profile.preferredGenres)
    }
}
