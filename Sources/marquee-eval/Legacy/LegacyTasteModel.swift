// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/TasteModel.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// A user's profile folded into per-genre, per-director and per-cast weights.
///
/// Folding once makes ranking cost O(films × genres) instead of O(films × reactions × genres):
/// "each genre shared with each liked film" is the same sum as "each genre, times the number
/// of liked films that have it".
struct LegacyTasteModel: Sendable {
    /// A weight together with the films that contributed most to it, for an honest reason chip.
    struct Attributed: Hashable, Sendable {
        /// One reacted film's share of the weight.
        struct Source: Hashable, Sendable {
            let id: MovieID
            let title: String
            let weight: Double
        }

        /// The summed weight.
        var weight: Double
        /// The two largest contributors, largest first, so a film scored against itself can
        /// still credit the other one.
        var sources: [Source]

        /// The title of the film that contributed the largest share.
        var becauseOf: String { sources.first?.title ?? "" }

        /// The largest contributor other than the given film, whose own reactions never count for itself.
        func credit(excluding id: MovieID) -> String? { sources.first { $0.id != id }?.title }
    }

    /// The genres picked during onboarding.
    let preferredGenres: GenreSet
    /// Per-genre affinity from liked and saved films, indexed by ``Genre/index``.
    private(set) var genreAffinity: [Double]
    /// Affinity for directors of liked and saved films.
    private(set) var directors: [String: Attributed] = [:]
    /// Affinity for cast members of liked and saved films.
    private(set) var cast: [String: Attributed] = [:]
    /// The profile the model was folded from.
    let profile: UserProfile
    /// Fingerprints of every film the profile reacted to, so most films skip the profile lookups.
    private(set) var reactedKeys: Set<UInt64> = []
    /// Fingerprints of every director and cast member with a weight.
    private(set) var peopleKeys: Set<UInt64> = []
    /// The weights used.
    let weights: LegacyRankingWeights

    /// Folds a profile into weights.
    /// - Parameters:
    ///   - profile: the user's profile.
    ///   - weights: the tuning constants.
    ///   - lookup: finds a reacted film's metadata; films it cannot find contribute nothing.
    init(profile: UserProfile, weights: LegacyRankingWeights = .standard, lookup: (MovieID) -> Movie?) {
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
        for id in [profile.liked.keys, profile.saved.keys, profile.passed.keys].joined() {
            reactedKeys.insert(LegacyQuickKey.of(id.rawValue))
        }
        for name in [directors.keys, cast.keys].joined() { peopleKeys.insert(LegacyQuickKey.of(name)) }
    }

    /// Whether the profile may have reacted to a film: `false` is certain, `true` needs a lookup.
    func mayHaveReacted(to id: MovieID) -> Bool { reactedKeys.contains(LegacyQuickKey.of(id.rawValue)) }

    /// Whether a person may carry weight: `false` is certain, `true` needs a lookup.
    func mayWeigh(_ name: String) -> Bool { peopleKeys.contains(LegacyQuickKey.of(name)) }

    private mutating func add(_ movie: Movie, genre: Double, director: Double, cast castWeight: Double) {
        for item in movie.genres { genreAffinity[item.index] += genre }
        for name in movie.directors { Self.add(director, for: name, from: movie, into: &directors) }
        for name in movie.cast { Self.add(castWeight, for: name, from: movie, into: &cast) }
    }

    private static func add(
        _ weight: Double, for name: String, from movie: Movie, into table: inout [String: Attributed]
    ) {
        let source = Attributed.Source(id: movie.id, title: movie.title, weight: weight)
        var entry = table[name] ?? Attributed(weight: 0, sources: [])
        entry.weight += weight
        if let index = entry.sources.firstIndex(where: { $0.id == movie.id }) {
            let merged = entry.sources[index]
            entry.sources[index] = .init(id: merged.id, title: merged.title, weight: merged.weight + weight)
        } else {
            entry.sources.append(source)
        }
        entry.sources.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.id < $1.id }
        if entry.sources.count > 2 { entry.sources.removeLast(entry.sources.count - 2) }
        table[name] = entry
    }

}
