/// A value together with where it came from.
public struct Sourced<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it came from.
    public let source: DataSource

    /// Creates a sourced value.
    public init(_ value: Value, source: DataSource) {
        self.value = value
        self.source = source
    }
}

extension Sourced: Equatable where Value: Equatable {}
extension Sourced: Hashable where Value: Hashable {}
