import Foundation

/// A ``TasteModel`` resolved against one ``FilmTable``: its evidence keyed by row and person number.
///
/// The model keys evidence by id and name; looking those up for every film would hash a `String` per film.
/// Resolving once costs O(reactions), and the loop over the table then tests a bit before any lookup.
struct TableTaste {

    let model: TasteModel
    private(set) var reacted: RowBits
    private(set) var liked: Set<Int> = []
    private(set) var saved: Set<Int> = []
    private(set) var passed: Set<Int> = []
    private(set) var coLikedRows: RowBits
    /// The co-rating term of each row with evidence, worked out once by ``TasteModel/coRatingTerm(_:ratings:)``.
    private(set) var coLiked: [Int: Double] = [:]
    private(set) var directors: PersonWeights
    private(set) var cast: PersonWeights
    /// The model's decade shares by `year / 10`, dense for years 0 to 2999; other years ask the model.
    private(set) var decades: [Double]
    /// The model's language shares by the table's language number.
    private(set) var languages: [Double] = []

    static let decadeSpan = 300

    init(_ model: TasteModel, table: FilmTable) {
        self.model = model
        let details = table.details
        reacted = RowBits(capacity: table.count)
        coLikedRows = RowBits(capacity: table.count)
        func rows(_ ids: Dictionary<MovieID, Date>.Keys) -> Set<Int> { Set(ids.compactMap(details.row(of:))) }
        liked = rows(model.profile.liked.keys)
        saved = rows(model.profile.saved.keys)
        passed = rows(model.profile.passed.keys)
        for row in [liked, saved, passed].joined() { reacted.insert(row) }
        // Reacted films as rows in the model's folding order, when every one is in the table; otherwise the
        // model's own evidence, keyed by id and name, is read instead.
        let films = Self.likedAndSavedRows(model, details: details)
        let passes = model.profile.passed.keys.sorted().map { details.row(of: $0) }
        let passedRows = passes.contains(nil) ? nil : passes.compactMap { $0 }
        // The term, not the evidence: it is read once per film here, and the loop only adds it.
        if let films, let passedRows,
            let folded = Self.coLikedByRow(
                films, passes: passedRows, passedShare: model.weights.passedShare, details: details)
        {
            for (row, evidence) in folded {
                coLiked[row] = model.coRatingTerm(evidence, ratings: Int(table.audienceCounts[row]))
            }
        } else {
            for (id, evidence) in model.coLiked {
                guard let row = details.row(of: id) else { continue }
                coLiked[row] = model.coRatingTerm(evidence, ratings: Int(table.audienceCounts[row]))
            }
        }
        for row in coLiked.keys { coLikedRows.insert(row) }
        if let films {
            directors = PersonWeights(folding: films, links: table.directors, limit: nil, details: details)
            cast = PersonWeights(
                folding: films, links: table.cast, limit: model.weights.principalCast, details: details)
        } else {
            directors = PersonWeights(model.directors, details: details)
            cast = PersonWeights(model.cast, details: details)
        }
        decades = (0..<Self.decadeSpan).map { model.decades[$0] ?? 0 }
        var numbered: [(Int32, Double)] = []
        for (name, share) in model.languages {
            if let number = details.language(named: name) { numbered.append((number, share)) }
        }
        languages = Array(repeating: 0, count: Int(numbered.map(\.0).max() ?? -1) + 1)
        for (number, share) in numbered { languages[Int(number)] = share }
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

    /// The model's co-rating evidence folded again over the table's neighbour rows, when the table has them.
    ///
    /// The same films in the same order with the same products as `TasteModel`'s own fold, so every sum is the
    /// same `Double`; what changes is that no neighbour's id is built and looked up again.
    private static func coLikedByRow(
        _ films: [(row: Int, share: Double)],
        passes: [Int],
        passedShare: Double,
        details: any FilmDetails
    ) -> [Int: TasteModel.Attributed]? {
        // Only when the table knows the neighbours as rows: a film the model found elsewhere (Scripts/eval ranks
        // candidates without the reacted films) never gets here, as its row is missing.
        var lists: [(neighbours: [(row: Int, weight: Double)], share: Double, isPass: Bool)] = []
        for (row, share, isPass) in films.map({ ($0.row, $0.share, false) }) + passes.map({ ($0, passedShare, true) }) {
            guard let neighbours = details.neighbours(of: row) else { return nil }
            lists.append((neighbours, share, isPass))
        }
        var evidence: [Int: TasteModel.Attributed] = [:]
        for (neighbours, share, isPass) in lists {
            for neighbour in neighbours {
                if isPass {
                    evidence[neighbour.row, default: .init(weight: 0, sources: [])].weight -= neighbour.weight * share
                } else {
                    // As `Attributed.add` counts: each liked or saved film once, passes never.
                    evidence[neighbour.row, default: .init(weight: 0, sources: [])].weight += neighbour.weight * share
                    evidence[neighbour.row]?.count += 1
                }
            }
        }
        return evidence
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
