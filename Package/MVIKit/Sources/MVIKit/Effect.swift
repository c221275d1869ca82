/// The work a reducer asks the store to do next: an ordered list of runs, cancels and immediate sends.
///
/// An effect is a description, not running work. The ``Store`` carries out its operations in order after the
/// reducer returns. Because ``operations`` can be read without running anything, a test can assert what a reducer
/// asked for: `#expect(effect.operations == [.cancel("search")])`.
public struct Effect<Intent: Sendable>: Sendable {
    /// One step of an effect, as seen from outside: what it does, without the work itself.
    public enum Operation: Sendable {
        /// Start asynchronous work, under an id or anonymously when `id` is `nil`.
        case run(id: EffectID?)

        /// Cancel the running effect with this id, if there is one.
        case cancel(EffectID)

        /// Deliver this intent to the store right away.
        case send(Intent)
    }

    /// One step of an effect, including the work a run performs.
    enum Step: Sendable {
        case run(id: EffectID?, work: @Sendable (Send<Intent>) async -> Void)
        case cancel(EffectID)
        case send(Intent)

        var operation: Operation {
            switch self {
            case .run(let id, _): .run(id: id)
            case .cancel(let id): .cancel(id)
            case .send(let intent): .send(intent)
            }
        }
    }

    /// The steps in the order the store carries them out.
    let steps: [Step]

    private init(steps: [Step]) {
        self.steps = steps
    }

    /// The operations in the order the store carries them out.
    public var operations: [Operation] { steps.map(\.operation) }

    /// Whether the effect does nothing.
    public var isNone: Bool { steps.isEmpty }

    /// An effect that does nothing.
    public static var none: Effect { Effect(steps: []) }

    /// Starts asynchronous work that reports back through `send`.
    ///
    /// A run with an id first cancels any effect already running under that id ("switch to latest"), so only the
    /// newest one can deliver intents. A run without an id can only end by returning or when the store goes away.
    /// The work runs off the main actor and should check `Task.isCancelled` (or use cancellable awaits) to stop
    /// early; whether or not it does, a cancelled effect's intents are never delivered.
    /// - Parameters:
    ///   - id: the name to cancel or replace the work by, or `nil` for anonymous work.
    ///   - work: the work itself; it sends intents with the ``Send`` it is given.
    /// - Returns: an effect with one run operation.
    public static func run(
        id: EffectID? = nil,
        _ work: @escaping @Sendable (Send<Intent>) async -> Void
    ) -> Effect {
        Effect(steps: [.run(id: id, work: work)])
    }

    /// Cancels the running effect with this id; intents it has not delivered yet are dropped.
    /// - Parameter id: the effect to cancel. Nothing happens when no effect runs under this id.
    /// - Returns: an effect with one cancel operation.
    public static func cancel(_ id: EffectID) -> Effect {
        Effect(steps: [.cancel(id)])
    }

    /// Delivers an intent to the store synchronously, right after the current intent has been reduced.
    ///
    /// It has no id and cannot be cancelled. A reducer that always answers an intent with `.send` of the same
    /// intent loops forever, so keep chains finite.
    /// - Parameter intent: the intent to deliver.
    /// - Returns: an effect with one send operation.
    public static func send(_ intent: Intent) -> Effect {
        Effect(steps: [.send(intent)])
    }

    /// Combines effects into one that carries out all their operations, in order; empty effects add nothing.
    /// - Parameter effects: the effects to combine.
    /// - Returns: one effect holding every operation of `effects`, in order.
    public static func merge(_ effects: [Effect]) -> Effect {
        Effect(steps: effects.flatMap(\.steps))
    }

    /// Combines effects into one that carries out all their operations, in order; empty effects add nothing.
    /// - Parameter effects: the effects to combine.
    /// - Returns: one effect holding every operation of `effects`, in order.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }
}

extension Effect.Operation: Equatable where Intent: Equatable {}
