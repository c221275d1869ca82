import Observation

/// Drives one feature: it holds the state, runs the reducer for each intent and carries out the effects.
///
/// The store is the one-way loop of MVI:
///
/// ```text
/// UI ──send(intent)──▶ Store ──reduce──▶ state ──▶ UI
///                        │                  ▲
///                        └──Effect──async───┘ (as new intents)
/// ```
///
/// `state` is read-only from outside; the only way to change it is ``send(_:)``. A terminal UI follows changes
/// with ``states()``; code that uses Observation can track `state` directly, since the store is `@Observable`.
///
/// Every running effect is registered under a key (its id, or a unique anonymous key) together with a token
/// taken from a counter that only grows. Its ``Send`` carries that key and token, and an intent is delivered
/// only if, on the main actor and in the same step as the delivery, the key still maps to the token. Cancelling
/// removes the registration synchronously on the main actor, so no intent of a cancelled effect can slip in.
@MainActor
@Observable
public final class Store<R: Reducer> {
    /// The feature's current state; change it by sending an intent.
    public private(set) var state: R.State

    @ObservationIgnored private let reducer: R

    /// The effects that may still deliver intents: key to the token of the run that owns the key.
    @ObservationIgnored private var registered: [Key: UInt64] = [:]

    /// Every effect task that has not returned yet, cancelled ones included, by token.
    @ObservationIgnored private var tasks: [UInt64: Task<Void, Never>] = [:]

    @ObservationIgnored private var lastToken: UInt64 = 0

    @ObservationIgnored private var observers: [UInt64: Observer] = [:]

    @ObservationIgnored private var lastObserver: UInt64 = 0

    /// Creates a store that starts from a state and changes it with a reducer.
    /// - Parameters:
    ///   - initialState: the state before any intent.
    ///   - reducer: the feature's logic.
    public init(initialState: R.State, reducer: R) {
        self.state = initialState
        self.reducer = reducer
    }

    deinit {
        for task in tasks.values {
            task.cancel()
        }
        for observer in observers.values {
            observer.finish()
        }
    }

    /// Reduces an intent into the state, then carries out the returned effect's operations in order.
    /// - Parameter intent: what happened.
    public func send(_ intent: R.Intent) {
        let effect = reducer.reduce(&state, intent)
        publish()
        for step in effect.steps {
            switch step {
            case .run(let id, let work):
                run(id: id, work)
            case .cancel(let id):
                cancel(.id(id))
            case .send(let intent):
                send(intent)
            }
        }
    }

    /// Cancels every running effect; none of them can deliver an intent afterwards.
    ///
    /// The store also does this when it is deallocated, which is how long-lived subscriptions end.
    public func cancelAll() {
        let tokens = registered.values
        registered.removeAll()
        for token in tokens {
            tasks[token]?.cancel()
        }
    }

    /// Suspends until no effect task is running, including effects started by intents that effects send.
    ///
    /// Cancelled effects count until their work returns, so after `settle()` nothing the store started is still
    /// running. It never returns while an effect that never ends (an open subscription) is running: end or cancel
    /// that first.
    public func settle() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    /// Suspends until no effect task is running except the subscriptions named, which may run on.
    ///
    /// For a store whose reducer keeps subscriptions open (a shelf that follows the profile): waiting for the
    /// finite work an intent started, such as a save, without waiting for those subscriptions to end. A
    /// subscription that was cancelled counts like any other task until its work returns.
    /// - Parameter subscriptions: the ids of the effects that are allowed to keep running.
    public func settle(ignoring subscriptions: Set<EffectID>) async {
        while true {
            let open = Set(subscriptions.compactMap { registered[.id($0)] })
            guard let task = tasks.first(where: { !open.contains($0.key) })?.value else { return }
            await task.value
        }
    }

    /// Whether an effect that can still deliver intents is running.
    ///
    /// Cancelled and replaced effects stop counting at once, even if their work is still winding down.
    public var hasPendingEffects: Bool { !registered.isEmpty }

    /// The number of effect tasks that have not returned yet, including cancelled ones still winding down.
    public var runningEffectCount: Int { tasks.count }

    /// Returns a stream that yields the current state at once and then the state after every intent.
    ///
    /// The stream keeps only the newest state, so a slow reader skips to the latest one instead of falling
    /// behind. It finishes when the store is deallocated. Each call returns a new, independent stream.
    /// - Returns: the stream of states.
    public func states() -> AsyncStream<R.State> where R.State: Sendable {
        let (stream, continuation) = AsyncStream.makeStream(of: R.State.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(state)
        lastObserver += 1
        observers[lastObserver] = Observer(
            yield: { state in
                if case .terminated = continuation.yield(state) { return false }
                return true
            },
            finish: { continuation.finish() }
        )
        return stream
    }
}

// MARK: - Effect execution

extension Store {
    /// Where a running effect is registered: under its id, or under a key no other effect can have.
    private enum Key: Hashable {
        case id(EffectID)
        case anonymous(UInt64)
    }

    private func run(id: EffectID?, _ work: @escaping @Sendable (Send<R.Intent>) async -> Void) {
        lastToken += 1
        let token = lastToken
        let key = id.map(Key.id) ?? .anonymous(token)
        cancel(key)
        registered[key] = token

        let send = Send<R.Intent> { [weak self] intent in
            self?.deliver(intent, key: key, token: token)
        }
        tasks[token] = Task { [weak self] in
            await work(send)
            self?.finish(key: key, token: token)
        }
    }

    /// Delivers an intent only if the effect that sent it still owns its key.
    ///
    /// The check and the delivery happen in one synchronous step on the main actor, where cancellation happens
    /// too, so there is no moment in which a cancel could land between them.
    private func deliver(_ intent: R.Intent, key: Key, token: UInt64) {
        guard registered[key] == token else { return }
        send(intent)
    }

    private func cancel(_ key: Key) {
        guard let token = registered.removeValue(forKey: key) else { return }
        tasks[token]?.cancel()
    }

    /// Forgets a returned task, and unregisters its key only if no newer run has taken it over.
    private func finish(key: Key, token: UInt64) {
        tasks[token] = nil
        if registered[key] == token {
            registered[key] = nil
        }
    }

    /// A reader of ``states()``, with the stream's element type hidden so `State` need not be `Sendable` here.
    private struct Observer: Sendable {
        /// Offers a state to the stream; returns `false` once the reader has gone.
        let yield: @MainActor @Sendable (R.State) -> Bool
        let finish: @Sendable () -> Void
    }

    private func publish() {
        for (id, observer) in observers where !observer.yield(state) {
            observers[id] = nil
        }
    }
}
