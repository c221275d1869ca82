import MarqueeDomain

/// Weights summed per key (a table row or a person number) in flat arrays, each with its two strongest sources.
///
/// The same sums in the same order, the same counts and the same two strongest sources as
/// `TasteModel.Attributed.add`, so reading it back gives the `Double`s a fold keyed by id or name gives, without
/// hashing a `String` or sorting an array per addition. Sources are the rows of reacted films.
struct KeyedEvidence: Sendable {
    /// One contributing film: its row and its share of the weight; row -1 for none.
    struct Source: Equatable, Sendable {
        var row: Int
        var weight: Double

        static let none = Source(row: -1, weight: 0)
    }

    /// One key's evidence.
    struct Entry: Sendable {
        /// The row or person number.
        let key: Int
        /// The summed weight.
        var weight = 0.0
        /// How many additions (not subtractions) it had.
        var count = 0
        /// The strongest and second strongest source.
        var first = Source.none
        var second = Source.none
        /// Where the key was first added: the film's row and the position in its list, to find a name again.
        let origin: (row: Int, position: Int)
    }

    /// Each key's slot plus one, 0 for a key without evidence; grows to the largest key added.
    private(set) var slots: [Int32]
    /// The evidence of each slot, in the order keys were first added: one array, so an addition touches one.
    private(set) var entries: [Entry] = []

    /// Evidence for keys `0..<capacity` without growing; larger keys grow it.
    init(capacity: Int) { slots = Array(repeating: 0, count: max(capacity, 0)) }

    /// How many keys have evidence.
    var count: Int { entries.count }

    /// The slot of a key, if it has evidence.
    func slot(of key: Int) -> Int? {
        guard key >= 0, key < slots.count else { return nil }
        let slot = slots[key]
        return slot == 0 ? nil : Int(slot) - 1
    }

    /// Adds a film's share to a key, as `Attributed.add(_:from:)` does.
    /// - Parameters:
    ///   - weight: the share.
    ///   - key: the row or person number.
    ///   - row: the contributing film's row.
    ///   - position: where the key stands in the film's list, kept for the first addition.
    ///   - isEarlier: whether the film at the first row has an earlier id than the film at the second, asked only
    ///     when two sources weigh the same.
    mutating func add(_ weight: Double, to key: Int, from row: Int, at position: Int = 0, isEarlier: (Int, Int) -> Bool)
    {
        let slot = slot(for: key, origin: (row, position))
        entries[slot].weight += weight
        entries[slot].count += 1
        // A negative link lowers the weight but is never the reason for a pick, as in `Attributed.add`.
        guard weight >= 0 else { return }
        func precedes(_ lhs: Source, _ rhs: Source) -> Bool {
            lhs.weight != rhs.weight ? lhs.weight > rhs.weight : isEarlier(lhs.row, rhs.row)
        }
        var top = entries[slot].first
        var next = entries[slot].second
        if top.row == row {
            top.weight += weight
        } else if next.row == row {
            next.weight += weight
            if precedes(next, top) { swap(&top, &next) }
        } else {
            // Sorting the kept two and the newcomer, then keeping two, as `Attributed.add` does.
            let newcomer = Source(row: row, weight: weight)
            if top.row < 0 {
                top = newcomer
            } else if precedes(newcomer, top) {
                next = top
                top = newcomer
            } else if next.row < 0 || precedes(newcomer, next) {
                next = newcomer
            }
        }
        entries[slot].first = top
        entries[slot].second = next
    }

    /// Sets a key's evidence as a fold by id or name found it, its sources already resolved to rows.
    mutating func set(_ key: Int, weight: Double, count: Int, first: Source, second: Source) {
        let slot = slot(for: key, origin: (-1, 0))
        entries[slot].weight = weight
        entries[slot].count = count
        entries[slot].first = first
        entries[slot].second = second
    }

    /// Takes a passed film's share from a key: the weight only, as a pass neither counts nor credits.
    mutating func subtract(_ weight: Double, from key: Int) {
        entries[slot(for: key, origin: (-1, 0))].weight -= weight
    }

    private mutating func slot(for key: Int, origin: (row: Int, position: Int)) -> Int {
        if key >= slots.count {
            slots.append(contentsOf: repeatElement(0, count: max(key + 1, slots.count * 2) - slots.count))
        }
        let slot = slots[key]
        if slot != 0 { return Int(slot) - 1 }
        entries.append(Entry(key: key, origin: origin))
        slots[key] = Int32(entries.count)
        return entries.count - 1
    }
}
