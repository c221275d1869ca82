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

    /// The positions in `targets` of one film's list.
    public func range(of row: Int) -> Range<Int> { Int(starts[row])..<Int(starts[row + 1]) }
}
