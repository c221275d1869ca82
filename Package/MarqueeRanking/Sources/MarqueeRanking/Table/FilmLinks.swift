import MarqueeDomain

/// A list of integers per film, all lists in one column: film `row`'s list is `targets[starts[row]..<starts[row + 1]]`.
///
/// Used for each film's directors and cast, as person numbers, so the ranking loop follows them without a
/// `String` or an array per film.
public struct FilmLinks: Sendable {
    /// Where each film's list begins in `targets`; one more entry than there are films.
    public let starts: Column<UInt32>
    /// Every film's list, one after another.
    public let targets: Column<UInt32>

    /// Creates links from their two columns.
    public init(starts: Column<UInt32>, targets: Column<UInt32>) {
        self.starts = starts
        self.targets = targets
    }

    /// Creates links from one list per film.
    public init(_ lists: [[UInt32]]) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(lists.count + 1)
        var targets: [UInt32] = []
        for list in lists {
            targets.append(contentsOf: list)
            starts.append(UInt32(targets.count))
        }
        self.init(starts: Column(starts), targets: Column(targets))
    }

    /// These links with some films' lists replaced: the rest copied once, a run of rows at a time.
    /// - Parameter lists: the new list of each replaced film, by row.
    /// - Returns: the links.
    public func replacing(_ lists: [Int: [UInt32]]) -> FilmLinks {
        guard !lists.isEmpty else { return self }
        let count = starts.count - 1
        var newStarts: [UInt32] = [0]
        newStarts.reserveCapacity(count + 1)
        var newTargets: [UInt32] = []
        newTargets.reserveCapacity(targets.count + lists.values.reduce(0) { $0 + $1.count })
        starts.withUnsafeBufferPointer { starts in
            targets.withUnsafeBufferPointer { targets in
                // The rows between two replaced ones keep their lists, moved by what the replaced lists changed.
                func keep(_ rows: Range<Int>) {
                    guard !rows.isEmpty else { return }
                    let shift = newTargets.count - Int(starts[rows.lowerBound])
                    newTargets.append(contentsOf: targets[Int(starts[rows.lowerBound])..<Int(starts[rows.upperBound])])
                    for row in rows { newStarts.append(UInt32(Int(starts[row + 1]) + shift)) }
                }
                var row = 0
                for (replaced, list) in lists.sorted(by: { $0.key < $1.key }) where replaced >= 0 && replaced < count {
                    keep(row..<replaced)
                    newTargets.append(contentsOf: list)
                    newStarts.append(UInt32(newTargets.count))
                    row = replaced + 1
                }
                keep(row..<count)
            }
        }
        return FilmLinks(starts: Column(newStarts), targets: Column(newTargets))
    }

    /// The positions in `targets` of one film's list.
    public func range(of row: Int) -> Range<Int> { Int(starts[row])..<Int(starts[row + 1]) }
}
