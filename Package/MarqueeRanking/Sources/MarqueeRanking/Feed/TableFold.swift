import Foundation
import MarqueeDomain

/// A profile folded straight from a ``FilmTable``'s rows: what ``TasteModel/init(profile:weights:table:)`` keeps.
///
/// Folding through `Movie` values builds every reacted film's strings and hashes an id per co-rating link; this
/// reads the table's columns, person numbers and neighbour rows, and keeps the evidence in flat arrays by row
/// and person number, which ranking the same table then reads as it is. The sums are the `Double`s the fold by
/// `Movie` gives, added in the same order.
final class TableFold: Sendable {
    /// The table folded over.
    let table: FilmTable
    /// The liked and saved films' rows with their shares, in folding order.
    let films: [(row: Int, share: Double)]
    /// The rows of the liked, saved (liked or not) and passed films the table holds.
    let liked: [Int]
    let saved: [Int]
    let passed: [Int]
    /// Co-rating evidence by row.
    let coLiked: KeyedEvidence
    /// Co-rating evidence for neighbours the table does not hold, by id; only a table without neighbour rows has any.
    let outside: [MovieID: TasteModel.Attributed]
    /// Liked and saved films per director and per principal cast member, by person number.
    let directors: KeyedEvidence
    let cast: KeyedEvidence
    /// For each language number with evidence, a film in that language, to find its name again.
    let languageNamedIn: [Int: Int]
    /// The summed shares per genre index, decade and language number, and in all.
    let genreSums: [Double]
    let decadeSums: [Int: Double]
    let languageSums: [Double]
    let reactedFilms: Double

    /// Folds a profile over a table; films the table does not hold contribute nothing.
    init(profile: UserProfile, weights: RankingWeights, table: FilmTable) {
        self.table = table
        let details = table.details
        let isEarlier = { (row: Int, other: Int) in details.hasLaterID(other, than: row) }
        let savedIDs = profile.saved.keys.sorted()
        let savedRows = savedIDs.map(details.row(of:))
        liked = profile.liked.keys.sorted().compactMap(details.row(of:))
        saved = savedRows.compactMap { $0 }
        passed = profile.passed.keys.sorted().compactMap(details.row(of:))
        // Saves of liked films count once, as likes.
        let savedOnly = zip(savedIDs, savedRows).compactMap { id, row in profile.liked[id] == nil ? row : nil }
        films = liked.map { ($0, 1.0) } + savedOnly.map { ($0, weights.savedShare) }
        var coLiked = KeyedEvidence(capacity: table.count)
        var outside: [MovieID: TasteModel.Attributed] = [:]
        var directors = KeyedEvidence(capacity: 0)
        var cast = KeyedEvidence(capacity: 0)
        var genreSums = Array(repeating: 0.0, count: Genre.allCases.count)
        var decadeSums: [Int: Double] = [:]
        var languageSums: [Double] = []
        var languageNamedIn: [Int: Int] = [:]
        var reactedFilms = 0.0
        for (row, share) in films {
            reactedFilms += share
            var bits = table.genres[row]
            while bits != 0 {
                genreSums[bits.trailingZeroBitCount] += share
                bits &= bits - 1
            }
            let range = table.directors.range(of: row)
            for position in range {
                let number = Int(table.directors.targets[position])
                directors.add(share, to: number, from: row, at: position - range.lowerBound, isEarlier: isEarlier)
            }
            let billed = table.cast.range(of: row)
            for position in billed.prefix(weights.principalCast) {
                let number = Int(table.cast.targets[position])
                cast.add(share, to: number, from: row, at: position - billed.lowerBound, isEarlier: isEarlier)
            }
            let year = table.years[row]
            if year != FilmTable.unknown { decadeSums[Int(year) / 10, default: 0] += share }
            let language = table.languages[row]
            if language >= 0 {
                if Int(language) >= languageSums.count {
                    languageSums.append(contentsOf: repeatElement(0, count: Int(language) + 1 - languageSums.count))
                }
                languageSums[Int(language)] += share
                if languageNamedIn[Int(language)] == nil { languageNamedIn[Int(language)] = row }
            }
            // A film everybody rated says less about this person's taste than a film few people know.
            let damping =
                weights.likedPopularityDamping == 0
                ? 1 : pow(1 + Double(table.audienceCounts[row]), -weights.likedPopularityDamping)
            Self.neighbours(of: row, in: details) { neighbour, weight in
                coLiked.add(weight * share * damping, to: neighbour, from: row, isEarlier: isEarlier)
            } outside: { movie, neighbour in
                outside[neighbour.id, default: .init(weight: 0, sources: [])].add(
                    neighbour.weight * share * damping, from: movie)
            }
        }
        for row in passed {
            Self.neighbours(of: row, in: details) { neighbour, weight in
                coLiked.subtract(weight * weights.passedShare, from: neighbour)
            } outside: { _, neighbour in
                outside[neighbour.id, default: .init(weight: 0, sources: [])].weight -=
                    neighbour.weight * weights.passedShare
            }
        }
        self.coLiked = coLiked
        self.outside = outside
        self.directors = directors
        self.cast = cast
        self.languageNamedIn = languageNamedIn
        self.genreSums = genreSums
        self.decadeSums = decadeSums
        self.languageSums = languageSums
        self.reactedFilms = reactedFilms
    }

    /// Calls `inside` with each co-rating neighbour of a film that the table holds, as a row, and `outside` with
    /// each one it does not; only a table without neighbour rows builds the film to find them.
    private static func neighbours(
        of row: Int,
        in details: any FilmDetails,
        inside: (Int, Double) -> Void,
        outside: (Movie, CoLikedFilm) -> Void
    ) {
        if let rows = details.neighbours(of: row) {
            for neighbour in rows { inside(neighbour.row, neighbour.weight) }
            return
        }
        let movie = details.movie(at: row)
        for neighbour in movie.coLiked {
            if let found = details.row(of: neighbour.id) {
                inside(found, neighbour.weight)
            } else {
                outside(movie, neighbour)
            }
        }
    }

    /// The co-rating evidence of a film by id, as the fold by id keeps it.
    /// - Parameters:
    ///   - id: the film.
    ///   - readers: the films whose score will read it, or `nil` for any; see `attributed(_:slot:readers:titles:)`.
    ///   - titles: the titles found so far, by row.
    /// - Returns: the evidence, or `nil` when no liked film co-rates it.
    func coLiked(of id: MovieID, readers: [MovieID]?, titles: inout [Int: String]) -> TasteModel.Attributed? {
        guard let row = table.details.row(of: id) else { return outside[id] }
        return coLiked.slot(of: row).map { attributed(coLiked, slot: $0, readers: readers, titles: &titles) }
    }

    /// A director's (or, when `directors` is false, a principal cast member's) evidence by name, as the fold by
    /// name keeps it.
    func person(
        named name: String,
        directors: Bool,
        readers: [MovieID]?,
        titles: inout [Int: String]
    ) -> TasteModel.Attributed? {
        let evidence = directors ? self.directors : cast
        guard let number = table.details.person(named: name), let slot = evidence.slot(of: Int(number)) else {
            return nil
        }
        return attributed(evidence, slot: slot, readers: readers, titles: &titles)
    }

    /// Every film's co-rating evidence keyed by id: what the fold by id gives, built again on each call.
    func coLikedByID() -> [MovieID: TasteModel.Attributed] {
        var titles: [Int: String] = [:]
        var result = outside
        for slot in 0..<coLiked.count {
            result[table.details.id(at: coLiked.entries[slot].key)] = attributed(
                coLiked, slot: slot, readers: nil, titles: &titles)
        }
        return result
    }

    /// Every director's or principal cast member's evidence keyed by name, built again on each call.
    func peopleByName(directors: Bool) -> [String: TasteModel.Attributed] {
        let evidence = directors ? self.directors : cast
        var titles: [Int: String] = [:]
        var result: [String: TasteModel.Attributed] = [:]
        for slot in 0..<evidence.count {
            let place = evidence.entries[slot].origin
            let movie = table.details.movie(at: place.row)
            let name = (directors ? movie.directors : movie.cast)[place.position]
            result[name] = attributed(evidence, slot: slot, readers: nil, titles: &titles)
        }
        return result
    }

    /// The summed share of each language by name, built again on each call.
    func languageSumsByName() -> [String: Double] {
        var result: [String: Double] = [:]
        for (number, row) in languageNamedIn {
            if let name = table.details.movie(at: row).language { result[name] = languageSums[number] }
        }
        return result
    }

    /// A slot's evidence as `Attributed`, its sources' ids and titles found by row.
    ///
    /// A title means building the film, so with `readers` only the sources some reader credits get one (the first
    /// source that is not the reader itself); the others keep an empty title no score of those readers reads.
    private func attributed(_ evidence: KeyedEvidence, slot: Int, readers: [MovieID]?, titles: inout [Int: String])
        -> TasteModel.Attributed
    {
        let entry = evidence.entries[slot]
        let kept = [entry.first, entry.second].filter { $0.row >= 0 }
        let ids = kept.map { table.details.id(at: $0.row) }
        var sources: [TasteModel.Attributed.Source] = []
        for (index, source) in kept.enumerated() {
            let credited = readers.map { readers in
                readers.contains { reader in ids.firstIndex { $0 != reader } == index }
            }
            var title = ""
            if credited ?? true {
                if let known = titles[source.row] {
                    title = known
                } else {
                    title = table.details.movie(at: source.row).title
                    titles[source.row] = title
                }
            }
            sources.append(.init(id: ids[index], title: title, weight: source.weight))
        }
        return .init(weight: entry.weight, sources: sources, count: entry.count)
    }
}
