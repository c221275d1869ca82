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

    init(_ evidence: [String: TasteModel.Attributed], details: any FilmDetails) {
        var resolved: [(number: Int, entry: TasteModel.Attributed)] = []
        for (name, entry) in evidence {
            if let number = details.person(named: name) { resolved.append((Int(number), entry)) }
        }
        guard let largest = resolved.map(\.number).max() else { return }
        weights = Array(repeating: .nan, count: largest + 1)
        firstSources = Array(repeating: -1, count: largest + 1)
        secondSources = firstSources
        known = RowBits(capacity: largest + 1)
        for (number, entry) in resolved {
            // A source outside the table is never the film being scored, so -1 stands for it.
            let rows = entry.sources.map { details.row(of: $0.id) ?? -1 }
            weights[number] = entry.weight
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
