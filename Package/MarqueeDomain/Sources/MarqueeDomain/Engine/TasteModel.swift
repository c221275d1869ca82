/// A user's profile folded into per-genre, per-director and per-cast weights.
///
/// Folding once makes ranking cost O(films × genres) instead of O(films × reactions × genres):
/// "each genre shared with each liked film" is the same sum as "each genre, times the number
/// of liked films that have it".
public struct TasteModel: Sendable {
    /// A weight together with the film that contributed most to it, for an honest reason chip.
    public struct Attributed: Hashable, Sendable {
        /// The summed weight.
        public var weight: Double
        /// The title of the film that contributed the largest single share.
        public var becauseOf: String
        fileprivate var strongest: Double
    }

    /// The genres picked during onboarding.
    public let preferredGenres: GenreSet
    /// Per-genre affinity from liked and saved films, indexed by ``Genre/index``.
    public private(set) var genreAffinity: [Double]
    /// Affinity for directors of liked and saved films.
    public private(set) var directors: [String: Attributed] = [:]
    /// Affinity for cast members of liked and saved films.
    public private(set) var cast: [String: Attributed] = [:]
    /// The profile the model was folded from.
    public let profile: UserProfile
    /// The weights used.
    public let weights: RankingWeights

    /// Folds a profile into weights.
    /// - Parameters:
    ///   - profile: the user's profile.
    ///   - weights: the tuning constants.
    ///   - lookup: finds a reacted film's metadata; films it cannot find contribute nothing.
    public init(profile: UserProfile, weights: RankingWeights = .standard, lookup: (MovieID) -> Movie?) {
        self.profile = profile
        self.weights = weights
        self.preferredGenres = profile.preferredGenres
        self.genreAffinity = Array(repeating: 0, count: Genre.allCases.count)
        for id in profile.liked.keys.sorted() {
            if let movie = lookup(id) {
                add(movie, genre: weights.likedGenre, director: weights.likedDirector, cast: weights.likedCast)
            }
        }
        for id in profile.saved.keys.sorted() {
            if let movie = lookup(id) {
                add(movie, genre: weights.savedGenre, director: weights.savedDirector, cast: weights.savedCast)
            }
        }
    }

    private mutating func add(_ movie: Movie, genre: Double, director: Double, cast castWeight: Double) {
        for item in movie.genres { genreAffinity[item.index] += genre }
        for name in movie.directors { Self.add(director, for: name, from: movie.title, into: &directors) }
        for name in movie.cast { Self.add(castWeight, for: name, from: movie.title, into: &cast) }
    }

    private static func add(_ weight: Double, for name: String, from title: String, into table: inout [String: Attributed]) {
        if var entry = table[name] {
            entry.weight += weight
            if weight > entry.strongest {
                entry.strongest = weight
                entry.becauseOf = title
            }
            table[name] = entry
        } else {
            table[name] = Attributed(weight: weight, becauseOf: title, strongest: weight)
        }
    }
}
