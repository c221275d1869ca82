/// The handle an effect uses to report back to its store by sending intents.
///
/// The ``Store`` gives every effect its own `Send`. Delivery happens on the main actor, and the store checks there,
/// in the same synchronous step that would deliver the intent, that the effect is still registered. An effect that
/// was cancelled, replaced by a newer run under the same id, or has already returned can therefore never change
/// state, even if its intent was already on its way when the cancel happened, and even if it is sent from a task
/// that is not itself cancelled.
public struct Send<Intent: Sendable>: Sendable {
    // Internal, not private: `Effect.scoped` forwards a child's intent to its parent's handler in the same step.
    let handler: @MainActor @Sendable (Intent) -> Void

    /// Creates a handle that passes each intent to a main-actor handler.
    ///
    /// The store builds its own handles; this initialiser is for running an effect's work outside a store, for
    /// example in a test double. The handler decides whether an intent is delivered.
    /// - Parameter handler: receives each intent on the main actor.
    public init(_ handler: @escaping @MainActor @Sendable (Intent) -> Void) {
        self.handler = handler
    }

    /// Sends an intent to the store, unless the effect that owns this handle has been cancelled.
    /// - Parameter intent: the intent to deliver.
    public func callAsFunction(_ intent: Intent) async {
        await handler(intent)
    }
}
