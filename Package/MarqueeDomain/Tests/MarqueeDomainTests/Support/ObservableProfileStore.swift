import MarqueeDomain

/// A profile double that keeps one profile in memory and broadcasts every update to its subscribers.
actor ObservableProfileStore: ObservableProfileRepository {
    private(set) var profile: UserProfile
    private var subscribers: [Int: AsyncStream<UserProfile>.Continuation] = [:]
    private var nextSubscriber = 0

    init(_ profile: UserProfile = .empty) { self.profile = profile }

    /// How many streams are open.
    var subscriberCount: Int { subscribers.count }

    func load() async throws(ProfileError) -> UserProfile { profile }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        change(&profile)
        for subscriber in subscribers.values { subscriber.yield(profile) }
        return profile
    }

    func changes() async -> AsyncStream<UserProfile> {
        let (stream, continuation) = AsyncStream.makeStream(of: UserProfile.self)
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        return stream
    }

    private func unsubscribe(_ id: Int) { subscribers[id] = nil }
}
