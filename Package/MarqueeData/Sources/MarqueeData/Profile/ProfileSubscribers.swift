import MarqueeDomain
import Synchronization

/// The open streams of a ``BroadcastingProfileRepository``, shared by its copies.
final class ProfileSubscribers: Sendable {
    private let continuations = Mutex<[Int: AsyncStream<UserProfile>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// How many streams are open.
    var count: Int { continuations.withLock { $0.count } }

    /// A new stream, registered before this returns.
    ///
    /// It keeps only the newest profile: each one is the whole state, so a slow reader loses nothing by skipping.
    func subscribe() -> AsyncStream<UserProfile> {
        let (stream, continuation) = AsyncStream.makeStream(of: UserProfile.self, bufferingPolicy: .bufferingNewest(1))
        let id = nextID.add(1, ordering: .relaxed).newValue
        continuations.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.continuations.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Offers a saved profile to every open stream.
    func broadcast(_ profile: UserProfile) {
        for continuation in continuations.withLock({ Array($0.values) }) { continuation.yield(profile) }
    }
}
