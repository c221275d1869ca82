import Foundation

/// A ``TasteModel`` resolved against one ``FilmTable``: its evidence keyed by row and person number.
///
/// The model keys evidence by id and name; looking those up for every film would hash a `String` per film.
/// Resolving once costs O(reactions), and the loop over the table then tests a bit before any lookup.
struct TableTaste {
    /// A person's weight and the rows of the films it came from, for the "not only this film" test.
    struct Person {
        let weight: Double
        let sourceRows: [Int]

        /// Whether a film other than the one at `row` contributed: the film's own reactions never count for itself.
        func hasCredit(excluding row: Int) -> Bool { sourceRows.contains { $0 != row } }
    }

    let model: TasteModel
    private(set) var reacted: RowBits
    private(set) var liked: Set<Int> = []
    private(set) var saved: Set<Int> = []
    private(set) var passed: Set<Int> = []
    private(set) var coLikedRows: RowBits
    private(set) var coLiked: [Int: Double] = [:]
    private(set) var people: RowBits
    private(set) var directors: [UInt32: Person] = [:]
    private(set) var cast: [UInt32: Person] = [:]
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
        for (id, evidence) in model.coLiked {
            guard let row = details.row(of: id) else { continue }
            coLiked[row] = evidence.weight
            coLikedRows.insert(row)
        }
        func resolve(_ evidence: [String: TasteModel.Attributed]) -> [UInt32: Person] {
            var resolved: [UInt32: Person] = [:]
            for (name, entry) in evidence {
                guard let number = details.person(named: name) else { continue }
                // A source outside the table is never the film being scored, so -1 stands for it.
                resolved[number] = Person(
                    weight: entry.weight, sourceRows: entry.sources.map { details.row(of: $0.id) ?? -1 })
            }
            return resolved
        }
        directors = resolve(model.directors)
        cast = resolve(model.cast)
        let largest = Int([directors.keys.max(), cast.keys.max()].compactMap { $0 }.max() ?? 0)
        people = RowBits(capacity: directors.isEmpty && cast.isEmpty ? 0 : largest + 1)
        for number in [directors.keys, cast.keys].joined() { people.insert(Int(number)) }
        decades = (0..<Self.decadeSpan).map { model.decades[$0] ?? 0 }
        var numbered: [(Int32, Double)] = []
        for (name, share) in model.languages {
            if let number = details.language(named: name) { numbered.append((number, share)) }
        }
        languages = Array(repeating: 0, count: Int(numbered.map(\.0).max() ?? -1) + 1)
        for (number, share) in numbered { languages[Int(number)] = share }
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
