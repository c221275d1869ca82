/// Where a piece of loaded content stands: not started, in flight, arrived, or failed.
///
/// Use `Failure == Never` to state that a load cannot fail. A separate "refreshing" flag, if a feature needs one,
/// belongs in the feature's own state.
public enum LoadingPhase<Value, Failure: Error> {
    /// Nothing has been requested yet.
    case idle

    /// A load is in flight.
    case loading

    /// The load finished with a value.
    case loaded(Value)

    /// The load finished with an error.
    case failed(Failure)

    /// The loaded value, or `nil` in every other phase.
    public var value: Value? {
        guard case .loaded(let value) = self else { return nil }
        return value
    }

    /// The error, or `nil` in every other phase.
    public var failure: Failure? {
        guard case .failed(let failure) = self else { return nil }
        return failure
    }

    /// Whether a load is in flight.
    public var isLoading: Bool {
        guard case .loading = self else { return false }
        return true
    }
}

extension LoadingPhase: Equatable where Value: Equatable, Failure: Equatable {}

extension LoadingPhase: Sendable where Value: Sendable, Failure: Sendable {}
