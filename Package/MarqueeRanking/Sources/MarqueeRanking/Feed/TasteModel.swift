import Foundation
import MarqueeDomain

/// A user's profile folded into the evidence each ranking term reads.
///
/// Folding once makes ranking cost O(films) instead of O(films × reactions):
/// - co-rating evidence per film: the summed neighbour weights from liked and saved films, less those
///   from passed films (`CoLikedFilm`);
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
    ///
    /// A model folded over a table builds this again on each read; ranking reads single films' evidence instead.
    public var coLiked: [MovieID: Attributed] { fold?.coLikedByID() ?? coLikedByID }
    /// The share of liked and saved films having each genre, indexed by `Genre.index`.
    public private(set) var genreShare: [Double]
    /// Liked and saved films per director; built again on each read for a model folded over a table.
    public var directors: [String: Attributed] { fold?.peopleByName(directors: true) ?? directorsByName }
    /// Liked and saved films per principal cast member; built again on each read for a model folded over a table.
    public var cast: [String: Attributed] { fold?.peopleByName(directors: false) ?? castByName }
    /// The evidence by id and name, when folded from `Movie` values; empty for a model folded over a table.
    private(set) var coLikedByID: [MovieID: Attributed] = [:]
    private(set) var directorsByName: [String: Attributed] = [:]
    private(set) var castByName: [String: Attributed] = [:]
    /// The evidence by row and person number, when folded over a table.
    private(set) var fold: TableFold?
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
    /// The most the co-rating term can add for this profile: `RankingWeights.coLiked`, grown with the profile.
    private(set) var coLikedScale = 0.0
    /// The points the strongest co-rating evidence adds beside `coLikedScale` while the audience prior is heard.
    private(set) var coLikedPriorPoints = 0.0
    /// The evidence the co-rating term is read against: `strongestCoLiked` unless another rank is chosen.
    private(set) var coLikedReference = 0.0
    /// The most liked films pointing at any one film, for the breadth of co-rating evidence.
    private(set) var widestCoLiked = 0
    /// The factor on the quality backbone's points for this profile: 1 unless it yields as the profile grows.
    private(set) var qualityScale = 1.0
    /// The share of `RankingWeights.preferredGenre` the onboarding genres keep for this profile, yielding to likes.
    private(set) var preferredGenreYield = 1.0
    /// How much the onboarding genres narrow the catalog ranked, from 0 (no pick, or every film) to 1
    /// (`RankingWeights.preferredGenreFocusShare`); 1 for any pick until `measureRarity(of:)` measures it.
    private(set) var preferredFocus = 1.0
    /// The share of `RankingWeights.audiencePrior` the audience prior keeps for this profile, yielding to likes.
    private(set) var audienceYield = 1.0
    /// How far the onboarding genres narrow the audience prior: the focus to `RankingWeights.audienceFocusPower`.
    var audienceFocus: Double {
        weights.audienceFocusPower == 1 ? preferredFocus : pow(preferredFocus, weights.audienceFocusPower)
    }
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
        self.fold = nil
        for id in profile.liked.keys.sorted() {
            if let movie = lookup(id) { add(movie, share: 1) }
        }
        for id in profile.saved.keys.sorted() where profile.liked[id] == nil {
            if let movie = lookup(id) { add(movie, share: weights.savedShare) }
        }
        for id in profile.passed.keys.sorted() {
            guard let movie = lookup(id) else { continue }
            for neighbour in movie.coLiked {
                coLikedByID[neighbour.id, default: Attributed(weight: 0, sources: [])].weight -=
                    neighbour.weight * weights.passedShare
            }
        }
        measureCoLiked(weights: coLikedByID.values.map(\.weight), counts: coLikedByID.values.map(\.count))
        finish()
        for name in [directorsByName.keys, castByName.keys].joined() { peopleKeys.insert(QuickKey.of(name)) }
    }

    /// Folds a profile straight from a table's rows: the model `init` folds when its
    /// lookup finds films in the table, for a fraction of the work.
    ///
    /// No reacted film becomes a `Movie` (unless the table holds no neighbour rows), and the evidence stays keyed
    /// by row and person number, so ranking this table reads it as it is.
    /// - Parameters:
    ///   - profile: the user's profile.
    ///   - weights: the tuning constants.
    ///   - table: the catalog; films it does not hold contribute nothing.
    public init(profile: UserProfile, weights: RankingWeights = .standard, table: FilmTable) {
        let fold = TableFold(profile: profile, weights: weights, table: table)
        self.profile = profile
        self.weights = weights
        self.preferredGenres = profile.preferredGenres
        self.genreShare = fold.genreSums
        self.rarity = Array(repeating: 1, count: Genre.allCases.count)
        self.fold = fold
        reactedFilms = fold.reactedFilms
        decades = fold.decadeSums
        measureCoLiked(
            weights: fold.coLiked.entries.map(\.weight) + fold.outside.values.map(\.weight),
            counts: fold.coLiked.entries.map(\.count) + fold.outside.values.map(\.count))
        finish()
    }

    /// The strongest, reference and widest co-rating evidence, from every film's weight and count.
    private mutating func measureCoLiked(weights evidence: [Double], counts: [Int]) {
        strongestCoLiked = evidence.reduce(0) { max($0, $1) }
        // Passes alone still push their neighbours down: with no positive evidence, the strongest pass sets the scale.
        if strongestCoLiked == 0 { strongestCoLiked = evidence.reduce(0) { max($0, -$1) } }
        coLikedReference = strongestCoLiked
        if weights.coLikedReferenceRank > 1 {
            let positive = evidence.filter { $0 > 0 }.sorted(by: >)
            if !positive.isEmpty { coLikedReference = positive[min(weights.coLikedReferenceRank, positive.count) - 1] }
        }
        widestCoLiked = counts.reduce(0) { max($0, $1) }
    }

    /// The scales and shares that follow from the folded sums.
    private mutating func finish() {
        let growth = log1p(reactedFilms / weights.growthFilms)
        coLikedScale =
            weights.coLikedGrowth == 0 ? weights.coLiked : weights.coLiked * (1 + weights.coLikedGrowth * growth)
        if weights.qualityYield != 0 { qualityScale = 1 / (1 + weights.qualityYield * growth) }
        preferredGenreYield = 1 / (1 + reactedFilms / weights.preferredGenreFilms)
        audienceYield = 1 / pow(1 + reactedFilms / weights.audienceFilms, weights.audienceFade)
        let heard = weights.coLikedPriorFade == 1 ? audienceYield : pow(audienceYield, weights.coLikedPriorFade)
        // A first like's links are a thin guess beside what most people liked: the co-rating term yields to the
        // prior as far as the prior is still heard, and is whole again once the likes have outgrown it.
        if weights.coLikedPriorYield != 0, weights.audiencePrior > 0, reactedFilms > 0 {
            coLikedScale *= max(0, 1 - weights.coLikedPriorYield * heard)
        }
        // With few likes the prior still speaks loudly; the co-rating term keeps pace with it, so the liked films'
        // strongest neighbours stand among the most-rated films while the prior orders the rest.
        // A co-rating term that is off stays off.
        if coLikedScale > 0 { coLikedPriorPoints = weights.coLikedPriorShare * weights.audiencePrior * heard }
        if preferredGenres.isEmpty { preferredFocus = 0 }
        if reactedFilms > 0 {
            for index in genreShare.indices { genreShare[index] /= reactedFilms }
            decades = decades.mapValues { $0 / reactedFilms }
            languages = languages.mapValues { $0 / reactedFilms }
        }
        for id in [profile.liked.keys, profile.saved.keys, profile.passed.keys].joined() {
            reactedKeys.insert(QuickKey.of(id.rawValue))
        }
    }

    /// Weighs genres by how rare they are in the catalog being ranked, so sharing Sci-Fi says more than Drama.
    mutating func measureRarity(of movies: [Movie]) {
        rarity = GenreRarity(measuring: movies).perGenre
        guard !preferredGenres.isEmpty else { return }
        let picked = movies.count { !$0.genres.intersection(preferredGenres).isEmpty }
        measureFocus(picked: picked, of: movies.count)
    }

    /// The focus of the onboarding genres when `picked` of `count` films have one of them.
    private mutating func measureFocus(picked: Int, of count: Int) {
        guard count > 0, picked > 0 else { return }
        let share = Double(picked) / Double(count)
        preferredFocus = min(1, max(0, log(share) / log(weights.preferredGenreFocusShare)))
    }

    /// Weighs genres by their rarity in a table's genre column, exactly as `measureRarity(of:)` does for films.
    mutating func measureRarity(of genres: Column<UInt32>) {
        rarity = GenreRarity(counting: genres).perGenre
        guard !preferredGenres.isEmpty else { return }
        let wanted = preferredGenres.rawValue
        var picked = 0
        genres.withUnsafeBufferPointer { bits in
            for value in bits where value & wanted != 0 { picked += 1 }
        }
        measureFocus(picked: picked, of: genres.count)
    }

    /// The co-rating term for a film's evidence: relative to the reference film's, never below minus the whole term.
    /// - Parameters:
    ///   - evidence: the film's co-rating evidence.
    ///   - ratings: how many audience ratings the film has, for `RankingWeights.candidatePopularityDamping`.
    /// - Returns: the term, in score points.
    func coRatingTerm(_ evidence: Attributed, ratings: Int) -> Double {
        coRatingTerm(weight: evidence.weight, count: evidence.count, ratings: ratings)
    }

    /// The co-rating term for a film's summed weight and count of contributing films.
    func coRatingTerm(weight: Double, count: Int, ratings: Int) -> Double {
        guard coLikedReference > 0 else { return 0 }
        var relative = weight / coLikedReference
        if weights.coLikedPower != 1 {
            relative = relative >= 0 ? pow(relative, weights.coLikedPower) : -pow(-relative, weights.coLikedPower)
        }
        if weights.candidatePopularityDamping != 0 {
            relative *= pow(1 + Double(ratings), -weights.candidatePopularityDamping)
        }
        // Relative to the reference evidence, and never below minus the whole term, however many passes.
        var term = coLikedScale * max(-1, min(weights.coLikedCeiling, relative))
        if coLikedPriorPoints > 0, relative > 0 {
            term += coLikedPriorPoints * pow(min(1, relative), weights.coLikedPriorPower)
        }
        if weights.coLikedBreadth != 0, widestCoLiked > 0, count > 0 {
            term += weights.coLikedBreadth * Double(count) / Double(widestCoLiked)
        }
        return term
    }

    /// Whether the profile may have reacted to a film: `false` is certain, `true` needs a lookup.
    func mayHaveReacted(to id: MovieID) -> Bool { reactedKeys.contains(QuickKey.of(id.rawValue)) }

    /// Whether a person may carry weight: `false` is certain, `true` needs a lookup.
    func mayWeigh(_ name: String) -> Bool { fold != nil || peopleKeys.contains(QuickKey.of(name)) }

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

    func decadeShare(_ year: Int?) -> Double { year.map { decades[$0 / 10] ?? 0 } ?? 0 }

    func languageShare(_ language: String?) -> Double {
        guard let language else { return 0 }
        guard let fold else { return languages[language] ?? 0 }
        return fold.table.details.language(named: language).map(languageShare(number:)) ?? 0
    }

    /// The share of liked and saved films in each language by name; built again on each read for a model folded
    /// over a table.
    var languagesByName: [String: Double] {
        guard let fold else { return languages }
        return fold.languageSumsByName().mapValues { reactedFilms > 0 ? $0 / reactedFilms : $0 }
    }

    /// A film's co-rating evidence, found by row in a model folded over a table.
    func coLikedEvidence(of id: MovieID) -> Attributed? {
        guard let fold else { return coLikedByID[id] }
        var titles: [Int: String] = [:]
        return fold.coLiked(of: id, readers: nil, titles: &titles)
    }

    /// A director's evidence, found by person number in a model folded over a table.
    func director(named name: String) -> Attributed? {
        guard let fold else { return directorsByName[name] }
        var titles: [Int: String] = [:]
        return fold.person(named: name, directors: true, readers: nil, titles: &titles)
    }

    /// A principal cast member's evidence, found by person number in a model folded over a table.
    func castMember(named name: String) -> Attributed? {
        guard let fold else { return castByName[name] }
        var titles: [Int: String] = [:]
        return fold.person(named: name, directors: false, readers: nil, titles: &titles)
    }

    /// Whether any director or principal cast member carries weight.
    var weighsPeople: Bool {
        guard let fold else { return !directorsByName.isEmpty || !castByName.isEmpty }
        return fold.directors.count > 0 || fold.cast.count > 0
    }

    /// This model with only the evidence scoring these films reads, keyed by id and name as a fold of `Movie`
    /// values keeps it: each score is the same, and a model folded over a table resolves each film's evidence once,
    /// building only the films these films' reasons credit.
    func narrowed(to movies: [Movie]) -> TasteModel {
        guard let fold else { return self }
        var narrowed = self
        narrowed.fold = nil
        var titles: [Int: String] = [:]
        var directorReaders: [String: [MovieID]] = [:]
        var castReaders: [String: [MovieID]] = [:]
        for movie in movies {
            if narrowed.coLikedByID[movie.id] == nil,
                let evidence = fold.coLiked(of: movie.id, readers: [movie.id], titles: &titles)
            {
                narrowed.coLikedByID[movie.id] = evidence
            }
            for name in movie.directors { directorReaders[name, default: []].append(movie.id) }
            for name in movie.cast.prefix(weights.principalCast) { castReaders[name, default: []].append(movie.id) }
            if let language = movie.language, narrowed.languages[language] == nil {
                narrowed.languages[language] = languageShare(language)
            }
        }
        for (name, readers) in directorReaders {
            guard let evidence = fold.person(named: name, directors: true, readers: readers, titles: &titles) else {
                continue
            }
            narrowed.directorsByName[name] = evidence
            narrowed.peopleKeys.insert(QuickKey.of(name))
        }
        for (name, readers) in castReaders {
            guard let evidence = fold.person(named: name, directors: false, readers: readers, titles: &titles) else {
                continue
            }
            narrowed.castByName[name] = evidence
            narrowed.peopleKeys.insert(QuickKey.of(name))
        }
        return narrowed
    }

    /// The share of liked and saved films in a language of the table folded over, by its number.
    func languageShare(number: Int32) -> Double {
        guard let fold, number >= 0, Int(number) < fold.languageSums.count else { return 0 }
        let sum = fold.languageSums[Int(number)]
        return reactedFilms > 0 ? sum / reactedFilms : sum
    }

    private mutating func add(_ movie: Movie, share: Double) {
        reactedFilms += share
        for genre in movie.genres { genreShare[genre.index] += share }
        for name in movie.directors {
            directorsByName[name, default: .init(weight: 0, sources: [])].add(share, from: movie)
        }
        for name in movie.cast.prefix(weights.principalCast) {
            castByName[name, default: .init(weight: 0, sources: [])].add(share, from: movie)
        }
        if let year = movie.year { decades[year / 10, default: 0] += share }
        if let language = movie.language { languages[language, default: 0] += share }
        // A film everybody rated says less about this person's taste than a film few people know.
        let damping =
            weights.likedPopularityDamping == 0
            ? 1 : pow(1 + Double(movie.audience?.ratings ?? 0), -weights.likedPopularityDamping)
        for neighbour in movie.coLiked {
            coLikedByID[neighbour.id, default: .init(weight: 0, sources: [])].add(
                neighbour.weight * share * damping, from: movie)
        }
    }
}
