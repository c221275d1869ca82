/// Years asked for that the catalog does not hold, and the closest years used instead.
public struct ClosestYears: Hashable, Sendable {
    /// The years the request asked for, all outside the catalog.
    public let asked: ClosedRange<Int>
    /// The years searched instead.
    public let used: ClosedRange<Int>
    /// What the catalog covers.
    public let span: CatalogSpan

    /// Creates the value.
    public init(asked: ClosedRange<Int>, used: ClosedRange<Int>, span: CatalogSpan) {
        self.asked = asked
        self.used = used
        self.span = span
    }
}
