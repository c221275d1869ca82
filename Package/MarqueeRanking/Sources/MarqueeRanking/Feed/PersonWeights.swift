import MarqueeDomain

/// A taste's weight per person, by a table's person numbers, with the rows each weight came from.
///
/// The ranking loop asks for every director and lead of every film, and a bit answers "not in the taste"
/// without hashing; only a known person's slot is read.
struct PersonWeights {
    /// A source row that is never a film of the table: the film is outside it.
    static let outside = -2

    /// One bit per person the taste knows: a few kilobytes that stay in cache, where the weights would not.
    private let known: RowBits
    private let evidence: KeyedEvidence

    /// Whether the taste knows nobody.
    var isEmpty: Bool { evidence.count == 0 }

    /// Reads evidence already folded by person number.
    init(_ evidence: KeyedEvidence) {
        var known = RowBits(capacity: (evidence.entries.lazy.map(\.key).max() ?? -1) + 1)
        for entry in evidence.entries { known.insert(entry.key) }
        self.known = known
        self.evidence = evidence
    }

    /// Resolves a model's evidence by name: a lookup of each name's person number and each source's row.
    init(_ byName: [String: TasteModel.Attributed], details: any FilmDetails) {
        var evidence = KeyedEvidence(capacity: 0)
        for (name, entry) in byName {
            guard let number = details.person(named: name) else { continue }
            // A source outside the table is never the film being scored.
            let rows = entry.sources.map { details.row(of: $0.id) ?? Self.outside }
            let sources = zip(rows, entry.sources).map { KeyedEvidence.Source(row: $0, weight: $1.weight) }
            evidence.set(
                Int(number), weight: entry.weight, count: entry.count, first: sources.first ?? .none,
                second: sources.count > 1 ? sources[1] : .none)
        }
        self.init(evidence)
    }

    /// Folds the people of reacted rows again, straight from the table's person numbers, as `TableFold` does.
    /// - Parameters:
    ///   - films: the liked and saved films' rows with their shares, in the model's order.
    ///   - links: the table's directors or cast.
    ///   - limit: how many of each film's people count (the principal cast); `nil` for all.
    ///   - details: the table's details, for the id order of equal sources.
    init(folding films: [(row: Int, share: Double)], links: FilmLinks, limit: Int?, details: any FilmDetails) {
        var evidence = KeyedEvidence(capacity: 0)
        for (row, share) in films {
            let range = links.range(of: row)
            for position in range.prefix(limit ?? range.count) {
                evidence.add(share, to: Int(links.targets[position]), from: row) { details.hasLaterID($1, than: $0) }
            }
        }
        self.init(evidence)
    }

    /// The weight of a person whose films include one other than the film at `row`, if any.
    ///
    /// A film's own reactions never count for itself, as `TasteModel.Attributed.credit(excluding:)` says.
    func weight(of number: UInt32, excluding row: Int) -> Double? {
        let key = Int(number)
        guard known.contains(key), let slot = evidence.slot(of: key) else { return nil }
        let entry = evidence.entries[slot]
        let weight = entry.weight
        let first = entry.first.row
        // With one source, the first stands for both, so "a source other than this film" is a two-way test.
        let second = entry.second.row == KeyedEvidence.Source.none.row ? first : entry.second.row
        guard !weight.isNaN, first != row || second != row else { return nil }
        return weight
    }
}
