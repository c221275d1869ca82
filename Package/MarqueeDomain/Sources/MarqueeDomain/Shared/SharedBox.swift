import Synchronization

/// A value that a `@Sendable` closure can write and its caller can read afterwards.
final class SharedBox<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    func set(_ value: Value) { storage.withLock { $0 = value } }

    func get() -> Value { storage.withLock { $0 } }
}
