/// A taste's weight per person, indexed by a table's person numbers, with the rows each weight came from.
///
/// Dense arrays rather than a dictionary: the ranking loop asks for every director and lead of every film,
/// and an array read answers "not in the taste" without hashing.
struct PersonWeights {
    /// One bit per person the taste knows: a few kilobytes that stay in cache, where the weights would not.
    private var known = RowBits(capacity: 0)
    /// Each person's weight; NaN for people the taste does not know.
    private var weights: [Double] = []
    /// The rows of the (up to) two films that contributed most; -1 for a film outside the table.
    private var firstSources: [Int] = []
    private var secondSources: [Int] = []

    /// Whether the taste knows nobody.
    var isEmpty: Bool { weights.isEmpty }

    /// Resolves a model's evidence by name: a lookup of each name's person number and each source's row.
    init(_ evidence: [String: TasteModel.Attributed], details: any FilmDetails) {
        var resolved: [(number: Int, weight: Double, sources: [Int])] = []
        for (name, entry) in evidence {
            guard let number = details.person(named: name) else { continue }
            // A source outside the table is never the film being scored, so -1 stands for it.
            resolved.append((Int(number), entry.weight, entry.sources.map { details.row(of: $0.id) ?? -1 }))
        }
        self.init(resolved: resolved)
    }

    /// Folds the people of reacted rows again, straight from the table's person numbers.
    ///
    /// The same films in the same order, the same sums and the same two strongest sources as
    /// `TasteModel.Attributed.add`, so the weights are the same `Double`s the name lookup gives, without
    /// searching the names of a thousand films' people.
    /// - Parameters:
    ///   - films: the liked and saved films' rows with their shares, in the model's order.
    ///   - links: the table's directors or cast.
    ///   - limit: how many of each film's people count (the principal cast); `nil` for all.
    ///   - details: the table's details, for the id order of equal sources.
    init(folding films: [(row: Int, share: Double)], links: FilmLinks, limit: Int?, details: any FilmDetails) {
        var weights: [Int: Double] = [:]
        var sources: [Int: [(row: Int, weight: Double)]] = [:]
        for (row, share) in films {
            let range = links.range(of: row)
            for position in range.prefix(limit ?? range.count) {
                let number = Int(links.targets[position])
                weights[number, default: 0] += share
                var kept = sources[number, default: []]
                if let index = kept.firstIndex(where: { $0.row == row }) {
                    kept[index].weight += share
                } else {
                    kept.append((row, share))
                }
                kept.sort { $0.weight != $1.weight ? $0.weight > $1.weight : details.hasLaterID($1.row, than: $0.row) }
                if kept.count > 2 { kept.removeLast(kept.count - 2) }
                sources[number] = kept
            }
        }
        self.init(resolved: weights.map { number, weight in (number, weight, sources[number, default: []].map(\.row)) })
    }

    private init(resolved: [(number: Int, weight: Double, sources: [Int])]) {
        guard let largest = resolved.map(\.number).max() else { return }
        weights = Array(repeating: .nan, count: largest + 1)
        firstSources = Array(repeating: -1, count: largest + 1)
        secondSources = firstSources
        known = RowBits(capacity: largest + 1)
        for (number, weight, rows) in resolved {
            weights[number] = weight
            known.insert(number)
            firstSources[number] = rows.first ?? -1
            // With one source, repeating it makes "a source other than this film" a two-way test.
            secondSources[number] = rows.count > 1 ? rows[1] : (rows.first ?? -1)
        }
    }

    /// The weight of a person whose films include one other than the film at `row`, if any.
    ///
    /// A film's own reactions never count for itself, as `TasteModel.Attributed.credit(excluding:)` says.
    func weight(of number: UInt32, excluding row: Int) -> Double? {
        let index = Int(number)
        guard known.contains(index) else { return nil }
        let weight = weights[index]
        guard !weight.isNaN, firstSources[index] != row || secondSources[index] != row else { return nil }
        return weight
    }
}
