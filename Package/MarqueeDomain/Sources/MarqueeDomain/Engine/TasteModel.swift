import Foundation

/// A user's profile folded into the evidence each ranking term reads.
///
/// Folding once makes ranking cost O(films) instead of O(films × reactions):
/// - co-rating evidence per film: the summed neighbour weights from liked and saved films, less those
///   from passed films (``CoLikedFilm``);
/// - a genre profile: the share of liked films having each genre, each film counting once however many
///   genres it lists;
/// - how many liked films each director and principal cast member made, decades and languages.
public struct TasteModel: Sendable {
    /// A weight together with the reacted film that contributed most to it, for an honest reason.
    public struct Attributed: Hashable, Sendable {
        /// The summed weight.
        public var weight: Double
        /// The two largest contributors, largest first, so a film scored against itself can still credit another.
        var sources: [Source]
        /// How many reacted films added to the weight, for the breadth of co-rating evidence.
        var count = 0

        /// One reacted film's share of the weight.
        struct Source: Hashable, Sendable {
            let id: MovieID
            let title: String
            let weight: Double
        }

        /// The title of the film that contributed the largest share.
        public var becauseOf: String { sources.first?.title ?? "" }

        /// The largest contributor other than the given film, whose own reactions never count for itself.
        func credit(excluding id: MovieID) -> String? { sources.first { $0.id != id }?.title }

        mutating func add(_ weight: Double, from movie: Movie) {
            self.weight += weight
            count += 1
            // A negative link (the co-rating model's "fans of this like that less than expected") lowers the
            // weight but is never the reason for a pick, so it is not kept as a source.
            guard weight >= 0 else { return }
            if let index = sources.firstIndex(where: { $0.id == movie.id }) {
                let merged = sources[index]
                sources[index] = .init(id: merged.id, title: merged.title, weight: merged.weight + weight)
            } else {
                sources.append(.init(id: movie.id, title: movie.title, weight: weight))
            }
            sources.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.id < $1.id }
            if sources.count > 2 { sources.removeLast(sources.count - 2) }
        }
    }

    /// The genres picked during onboarding.
    public let preferredGenres: GenreSet
    /// The profile the model was folded from.
    public let profile: UserProfile
    /// The weights used.
    public let weights: RankingWeights
    /// Co-rating evidence for each film neighbouring a reacted one; passes make it negative.
    public private(set) var coLiked: [MovieID: Attributed] = [:]
    /// The share of liked and saved films having each genre, indexed by ``Genre/index``.
    public private(set) var genreShare: [Double]
    /// Liked and saved films per director.
    public private(set) var directors: [String: Attributed] = [:]
    /// Liked and saved films per principal cast member.
    public private(set) var cast: [String: Attributed] = [:]
    /// The share of liked and saved films from each decade.
    private(set) var decades: [Int: Double] = [:]
    /// The share of liked and saved films in each language.
    private(set) var languages: [String: Double] = [:]
    /// How distinctive each genre is in the catalog ranked; uniform until `measureRarity(of:)`.
    private(set) var rarity: [Double]
    /// The largest co-rating evidence of any film (the largest passed evidence when none is positive), so each
    /// film's evidence can be read relative to it.
    public private(set) var strongestCoLiked = 0.0
    /// How many liked and saved films were found.
    public private(set) var reactedFilms = 0.0
    /// The most the co-rating term can add for this profile: ``RankingWeights/coLiked``, grown with the profile.
    private(set) var coLikedScale = 0.0
    /// The evidence the co-rating term is read against: `strongestCoLiked` unless another rank is chosen.
    private(set) var coLikedReference = 0.0
    /// The most liked films pointing at any one film, for the breadth of co-rating evidence.
    private(set) var widestCoLiked = 0
    /// The factor on the quality backbone's points for this profile: 1 unless it yields as the profile grows.
    private(set) var qualityScale = 1.0
    private(set) var reactedKeys: Set<UInt64> = []
    private(set) var peopleKeys: Set<UInt64> = []

    /// Folds a profile into evidence.
    /// - Parameters:
    ///   - profile: the user's profile.
    ///   - weights: the tuning constants.
    ///   - lookup: finds a reacted film's metadata; films it cannot find contribute nothing.
    public init(profile: UserProfile, weights: RankingWeights = .standard, lookup: (MovieID) -> Movie?) {
        self.profile = profile
        self.weights = weights
        self.preferredGenres = profile.preferredGenres
        self.genreShare = Array(repeating: 0, count: Genre.allCases.count)
        self.rarity = Array(repeating: 1, count: Genre.allCases.count)
        for id in profile.liked.keys.sorted() {
            if let movie = lookup(id) { add(movie, share: 1) }
        }
        for id in profile.saved.keys.sorted() where profile.liked[id] == nil {
            if let movie = lookup(id) { add(movie, share: weights.savedShare) }
        }
        for id in profile.passed.keys.sorted() {
            guard let movie = lookup(id) else { continue }
            for neighbour in movie.coLiked {
                coLiked[neighbour.id, default: Attributed(weight: 0, sources: [])].weight -=
                    neighbour.weight * weights.passedShare
            }
        }
        strongestCoLiked = coLiked.values.reduce(0) { max($0, $1.weight) }
        // Passes alone still push their neighbours down: with no positive evidence, the strongest pass sets the scale.
        if strongestCoLiked == 0 { strongestCoLiked = coLiked.values.reduce(0) { max($0, -$1.weight) } }
        coLikedReference = strongestCoLiked
        if weights.coLikedReferenceRank > 1 {
            let positive = coLiked.values.map(\.weight).filter { $0 > 0 }.sorted(by: >)
            if !positive.isEmpty { coLikedReference = positive[min(weights.coLikedReferenceRank, positive.count) - 1] }
        }
        widestCoLiked = coLiked.values.reduce(0) { max($0, $1.count) }
        let growth = log1p(reactedFilms / weights.growthFilms)
        coLikedScale =
            weights.coLikedGrowth == 0 ? weights.coLiked : weights.coLiked * (1 + weights.coLikedGrowth * growth)
        if weights.qualityYield != 0 { qualityScale = 1 / (1 + weights.qualityYield * growth) }
        if reactedFilms > 0 {
            for index in genreShare.indices { genreShare[index] /= reactedFilms }
            for key in decades.keys { decades[key]! /= reactedFilms }
            for key in languages.keys { languages[key]! /= reactedFilms }
        }
        for id in [profile.liked.keys, profile.saved.keys, profile.passed.keys].joined() {
            reactedKeys.insert(QuickKey.of(id.rawValue))
        }
        for name in [directors.keys, cast.keys].joined() { peopleKeys.insert(QuickKey.of(name)) }
    }

    /// Weighs genres by how rare they are in the catalog being ranked, so sharing Sci-Fi says more than Drama.
    mutating func measureRarity(of movies: [Movie]) {
        rarity = GenreRarity(measuring: movies).perGenre
    }

    /// Weighs genres by their rarity in a table's genre column, exactly as `measureRarity(of:)` does for films.
    mutating func measureRarity(of genres: Column<UInt32>) {
        rarity = GenreRarity(counting: genres).perGenre
    }

    /// The co-rating term for a film's evidence: relative to the reference film's, never below minus the whole term.
    /// - Parameters:
    ///   - evidence: the film's co-rating evidence.
    ///   - ratings: how many audience ratings the film has, for ``RankingWeights/candidatePopularityDamping``.
    func coRatingTerm(_ evidence: Attributed, ratings: Int) -> Double {
        guard coLikedReference > 0 else { return 0 }
        var relative = evidence.weight / coLikedReference
        if weights.coLikedPower != 1 {
            relative = relative >= 0 ? pow(relative, weights.coLikedPower) : -pow(-relative, weights.coLikedPower)
        }
        if weights.candidatePopularityDamping != 0 {
            relative *= pow(1 + Double(ratings), -weights.candidatePopularityDamping)
        }
        // Relative to the reference evidence, and never below minus the whole term, however many passes.
        var term = coLikedScale * max(-1, min(weights.coLikedCeiling, relative))
        if weights.coLikedBreadth != 0, widestCoLiked > 0, evidence.count > 0 {
            term += weights.coLikedBreadth * Double(evidence.count) / Double(widestCoLiked)
        }
        return term
    }

    /// Whether the profile may have reacted to a film: `false` is certain, `true` needs a lookup.
    func mayHaveReacted(to id: MovieID) -> Bool { reactedKeys.contains(QuickKey.of(id.rawValue)) }

    /// Whether a person may carry weight: `false` is certain, `true` needs a lookup.
    func mayWeigh(_ name: String) -> Bool { peopleKeys.contains(QuickKey.of(name)) }

    /// The rarity-weighted share of a film's genres found among liked films, from 0 to 1.
    func genreMatch(_ genres: GenreSet) -> (share: Double, strongest: Genre?) {
        var matched = 0.0
        var total = 0.0
        var strongest: (genre: Genre, value: Double)?
        for genre in genres {
            let weight = rarity[genre.index]
            let value = genreShare[genre.index] * weight
            matched += value
            total += weight
            if value > (strongest?.value ?? 0) { strongest = (genre, value) }
        }
        return (total > 0 ? matched / total : 0, strongest?.genre)
    }

    /// `genreMatch(_:)`'s share for a ``GenreSet/rawValue``, summed in the same order without building a set.
    func genreMatch(bits: UInt32) -> Double {
        var matched = 0.0
        var total = 0.0
        var remaining = bits
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            let weight = rarity[index]
            matched += genreShare[index] * weight
            total += weight
            remaining &= remaining - 1
        }
        return total > 0 ? matched / total : 0
    }

    func decadeShare(_ year: Int?) -> Double { year.map { decades[$0 / 10] ?? 0 } ?? 0 }

    func languageShare(_ language: String?) -> Double { language.map { languages[$0] ?? 0 } ?? 0 }

    private mutating func add(_ movie: Movie, share: Double) {
        reactedFilms += share
        for genre in movie.genres { genreShare[genre.index] += share }
        for name in movie.directors { directors[name, default: .init(weight: 0, sources: [])].add(share, from: movie) }
        for name in movie.cast.prefix(weights.principalCast) {
            cast[name, default: .init(weight: 0, sources: [])].add(share, from: movie)
        }
        if let year = movie.year { decades[year / 10, default: 0] += share }
        if let language = movie.language { languages[language, default: 0] += share }
        // A film everybody rated says less about this person's taste than a film few people know.
        let damping =
            weights.likedPopularityDamping == 0
            ? 1 : pow(1 + Double(movie.audience?.ratings ?? 0), -weights.likedPopularityDamping)
        for neighbour in movie.coLiked {
            coLiked[neighbour.id, default: .init(weight: 0, sources: [])].add(
                neighbour.weight * share * damping, from: movie)
        }
    }
}
