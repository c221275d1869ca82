/// The pure logic of one feature: it folds an intent into state and says which work should follow.
///
/// A reducer is synchronous and has no side effects. Anything slow or impure (a network call, a file read, a
/// timer) goes into the returned ``Effect``, which the ``Store`` runs and which reports back by sending more
/// intents. Reducers are plain structs whose dependencies (use cases) are `let` properties set in `init`.
@MainActor
public protocol Reducer {
    /// Everything the feature shows, as one value.
    associatedtype State

    /// Everything that can happen to the feature: user input and the results of effects.
    associatedtype Intent: Sendable

    /// Applies one intent to the state and returns the work it starts or stops.
    /// - Parameters:
    ///   - state: the current state, changed in place.
    ///   - intent: what happened.
    /// - Returns: the effect to run next, or ``Effect/none`` when there is nothing to do.
    func reduce(_ state: inout State, _ intent: Intent) -> Effect<Intent>
}
