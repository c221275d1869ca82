import Foundation
import MarqueeDomain

/// A ``TasteModel`` resolved against one ``FilmTable``: its evidence keyed by row and person number.
///
/// A model folded over this very table (``TasteModel/init(profile:weights:table:)``) already keys it so, and is
/// read as it is. A model folded by id and name would otherwise hash a `String` per film; resolving it once
/// costs O(reactions), and the loop over the table then tests a bit before any lookup.
struct TableTaste {

    let model: TasteModel
    private(set) var reacted: RowBits
    private(set) var liked: RowBits
    private(set) var saved: RowBits
    private(set) var passed: RowBits
    private(set) var coLikedRows: RowBits
    /// Each row's slot in `terms` plus one; 0 for a row without co-rating evidence.
    private var termSlots: [Int32] = []
    /// The row of each slot.
    private var termRows: [Int] = []
    /// The co-rating term of each row with evidence, worked out once by ``TasteModel/coRatingTerm(_:ratings:)``.
    private(set) var terms: [Double] = []
    private(set) var directors: PersonWeights
    private(set) var cast: PersonWeights
    /// The model's decade shares by `year / 10`, dense for years 0 to 2999; other years ask the model.
    private(set) var decades: [Double]
    /// The model's language shares by the table's language number.
    private(set) var languages: [Double] = []

    /// The model's scalars and genre arrays, copied out so the loop reads them without copying the model.
    let qualityScale: Double
    /// The share of the onboarding genres' weight this profile keeps (``TasteModel/preferredGenreYield``).
    let preferredGenreYield: Double
    /// The share of the audience prior's weight this profile keeps (``TasteModel/audienceYield``).
    let audienceYield: Double
    /// How much the onboarding genres narrow the catalog (``TasteModel/preferredFocus``).
    let preferredFocus: Double
    /// How far the onboarding genres narrow the audience prior (``TasteModel/audienceFocus``).
    let audienceFocus: Double
    let preferredGenres: UInt32
    let reactedFilms: Double
    private let rarity: [Double]
    private let genreShare: [Double]

    static let decadeSpan = 300

    init(_ model: TasteModel, table: FilmTable) {
        self.model = model
        (qualityScale, preferredGenreYield, preferredGenres, reactedFilms) =
            (model.qualityScale, model.preferredGenreYield, model.preferredGenres.rawValue, model.reactedFilms)
        (audienceYield, preferredFocus) = (model.audienceYield, model.preferredFocus)
        audienceFocus = model.audienceFocus
        (rarity, genreShare) = (model.rarity, model.genreShare)
        let details = table.details
        reacted = RowBits(capacity: table.count)
        coLikedRows = RowBits(capacity: table.count)
        (liked, saved, passed) = (reacted, reacted, reacted)
        decades = (0..<Self.decadeSpan).map { model.decades[$0] ?? 0 }
        var fold = model.fold.flatMap { $0.table.identity === table.identity ? $0 : nil }
        // Reacted films as rows in the model's folding order, when every one is in the table; otherwise the
        // model's own evidence, keyed by id and name, is read instead. A fold over this table has them already.
        let films = fold == nil ? Self.likedAndSavedRows(model, details: details) : fold?.films
        if fold == nil, let films {
            let passes = model.profile.passed.keys.sorted().map { details.row(of: $0) }
            // Folded again by row when the table knows every reacted film and its neighbours as rows: the same
            // films in the same order as the model's fold, so the same sums.
            if !passes.contains(nil),
                (films.map(\.row) + passes.compactMap { $0 }).allSatisfy({ details.neighbours(of: $0) != nil })
            {
                fold = TableFold(profile: model.profile, weights: model.weights, table: table)
            }
        }
        let profile = model.profile
        let rows = { (ids: Dictionary<MovieID, Date>.Keys) in ids.compactMap(details.row(of:)) }
        for row in fold?.liked ?? rows(profile.liked.keys) { liked.insert(row) }
        for row in fold?.saved ?? rows(profile.saved.keys) { saved.insert(row) }
        for row in fold?.passed ?? rows(profile.passed.keys) { passed.insert(row) }
        reacted = liked.union(saved).union(passed)
        if let fold {
            // The term, not the evidence: it is read once per film here, and the loop only adds it.
            termSlots = fold.coLiked.slots
            termRows = fold.coLiked.entries.map(\.key)
            terms = fold.coLiked.entries.map { entry in
                model.coRatingTerm(
                    weight: entry.weight, count: entry.count, ratings: Int(table.audienceCounts[entry.key]))
            }
            directors = PersonWeights(fold.directors)
            cast = PersonWeights(fold.cast)
        } else {
            termSlots = Array(repeating: 0, count: table.count)
            for (id, evidence) in model.coLiked {
                guard let row = details.row(of: id), termSlots[row] == 0 else { continue }
                termRows.append(row)
                terms.append(model.coRatingTerm(evidence, ratings: Int(table.audienceCounts[row])))
                termSlots[row] = Int32(terms.count)
            }
            if let films {
                directors = PersonWeights(folding: films, links: table.directors, limit: nil, details: details)
                cast = PersonWeights(
                    folding: films, links: table.cast, limit: model.weights.principalCast, details: details)
            } else {
                directors = PersonWeights(model.directors, details: details)
                cast = PersonWeights(model.cast, details: details)
            }
        }
        for row in termRows { coLikedRows.insert(row) }
        if model.fold != nil, model.fold === fold {
            languages = (0..<(model.fold?.languageSums.count ?? 0)).map { model.languageShare(number: Int32($0)) }
        } else {
            var numbered: [(Int32, Double)] = []
            for (name, share) in model.languagesByName {
                if let number = details.language(named: name) { numbered.append((number, share)) }
            }
            languages = Array(repeating: 0, count: Int(numbered.map(\.0).max() ?? -1) + 1)
            for (number, share) in numbered { languages[Int(number)] = share }
        }
    }

    /// The co-rating term of each row with evidence.
    var coLiked: [Int: Double] {
        Dictionary(uniqueKeysWithValues: zip(termRows, terms))
    }

    /// The most the genre, decade and language terms can add to a film nobody reacted to: each weight times the
    /// largest (or, for a negative weight, the smallest) share it can read, and 0 for a term left out.
    func leadingHeadroom(_ weights: RankingWeights) -> Double {
        func most(_ weight: Double, _ shares: some Sequence<Double>) -> Double {
            var (low, high) = (0.0, 0.0)
            for share in shares { (low, high) = (min(low, share), max(high, share)) }
            return max(weight * low, weight * high)
        }
        var total = preferredGenres != 0 ? max(0, weights.preferredGenre * preferredGenreYield) : 0
        if reactedFilms > 0 {
            // A film's genre match is a rarity-weighted mean of genre shares, so within their range.
            total += most(weights.likedGenre, genreShare)
            total += most(weights.likedDecade, decades + model.decades.values)
            total += most(weights.likedLanguage, languages)
        }
        return total
    }

    /// The most the people terms can add to a film: each weight times a saturated count, which never passes 1.
    func peopleHeadroom(_ weights: RankingWeights) -> Double {
        directors.isEmpty && cast.isEmpty ? 0 : max(0, weights.likedDirector) + max(0, weights.likedCast)
    }

    /// `TasteModel.genreMatch(_:)`'s share for a `GenreSet` raw value, summed in the same order from the copied
    /// arrays, without building a set or copying the model per film.
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

    /// The co-rating term of the film at a row, if it has evidence.
    func coLikedTerm(row: Int) -> Double? {
        guard coLikedRows.contains(row), row < termSlots.count else { return nil }
        let slot = termSlots[row]
        return slot == 0 ? nil : terms[Int(slot) - 1]
    }

    /// The rows of the liked and saved films with their shares, in the model's folding order, when every one is
    /// in the table; otherwise `nil`, and the model's own evidence is read by name.
    private static func likedAndSavedRows(_ model: TasteModel, details: any FilmDetails) -> [(row: Int, share: Double)]?
    {
        let profile = model.profile
        let films =
            profile.liked.keys.sorted().map { ($0, 1.0) }
            + profile.saved.keys.sorted().filter { profile.liked[$0] == nil }.map { ($0, model.weights.savedShare) }
        var rows: [(row: Int, share: Double)] = []
        for (id, share) in films {
            guard let row = details.row(of: id) else { return nil }
            rows.append((row, share))
        }
        return rows
    }

    /// The model's share of liked films from a year's decade, without a dictionary lookup for ordinary years.
    func decadeShare(_ year: Int32) -> Double {
        guard year != FilmTable.unknown else { return 0 }
        let decade = Int(year) / 10
        guard year >= 0, decade < Self.decadeSpan else { return model.decadeShare(Int(year)) }
        return decades[decade]
    }

    /// The model's share of liked films in a language.
    func languageShare(_ language: Int32) -> Double {
        guard language >= 0, Int(language) < languages.count else { return 0 }
        return languages[Int(language)]
    }
}
