import MarqueeDomain

/// A profile held in memory, whose loads or updates can be switched to fail with a given error.
///
/// Every successful update is broadcast to the streams from `changes()`, as the app's profile file does.
public actor InMemoryProfileRepository: ObservableProfileRepository {
    /// The profile as stored: what the next `load` returns and what `update` changes.
    public private(set) var stored: UserProfile
    /// How many times `update(_:)` ran, failed ones too.
    public private(set) var updateCount = 0
    private var loadFailure: ProfileError?
    private var updateFailure: ProfileError?
    private var subscribers: [Int: AsyncStream<UserProfile>.Continuation] = [:]
    private var nextSubscriber = 0

    /// Creates a repository holding `profile`, optionally failing from the start.
    public init(
        _ profile: UserProfile = .empty,
        failingLoadsWith loadFailure: ProfileError? = nil,
        failingUpdatesWith updateFailure: ProfileError? = nil
    ) {
        self.stored = profile
        self.loadFailure = loadFailure
        self.updateFailure = updateFailure
    }

    /// Makes every later `load` throw `error`, or succeed again when `error` is `nil`.
    public func failLoads(with error: ProfileError?) {
        loadFailure = error
    }

    /// Makes every later `update` throw `error` without changing anything, or succeed again when `error` is `nil`.
    public func failUpdates(with error: ProfileError?) {
        updateFailure = error
    }

    /// Replaces the stored profile behind the presentation's back, as another Marquee process would.
    public func store(_ profile: UserProfile) {
        stored = profile
    }

    /// The stored profile, or the load failure.
    public func load() async throws(ProfileError) -> UserProfile {
        if let loadFailure { throw loadFailure }
        return stored
    }

    /// Changes the stored profile and broadcasts it, or throws the update failure.
    @discardableResult
    public func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        updateCount += 1
        if let updateFailure { throw updateFailure }
        var profile = stored
        change(&profile)
        stored = profile
        for subscriber in subscribers.values { subscriber.yield(profile) }
        return profile
    }

    /// How many change streams are open.
    public var subscriberCount: Int { subscribers.count }

    /// A stream of every later successful update.
    public func changes() async -> AsyncStream<UserProfile> {
        let (stream, continuation) = AsyncStream.makeStream(of: UserProfile.self)
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        return stream
    }

    private func unsubscribe(_ id: Int) { subscribers[id] = nil }
}
