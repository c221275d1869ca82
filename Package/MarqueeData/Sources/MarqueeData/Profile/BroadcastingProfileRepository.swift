import MarqueeDomain

/// Tells every open view when the profile changes: a decorator that broadcasts each saved profile.
///
/// After every successful ``update(_:)`` the profile as saved goes to every stream from ``changes()``, so every
/// view of the saved shelf (Cinematic's favorites) agrees. The broadcast is **in-process only**: another
/// `marquee` process writing the same file is not heard until the next ``load()``.
public struct BroadcastingProfileRepository: ObservableProfileRepository {
    private let wrapped: any ProfileRepository
    private let subscribers = ProfileSubscribers()

    /// Wraps a profile repository; copies share their subscribers.
    /// - Parameter wrapped: the repository that stores the profile, such as ``FileProfileRepository``.
    public init(wrapping wrapped: any ProfileRepository) {
        self.wrapped = wrapped
    }

    /// The stored profile, as the wrapped repository reads it.
    /// - Returns: the current profile.
    /// - Throws: the wrapped repository's `ProfileError`.
    public func load() async throws(ProfileError) -> UserProfile {
        try await wrapped.load()
    }

    /// Changes and saves the profile, then tells every subscriber.
    /// - Parameter change: the edit.
    /// - Returns: the profile as saved.
    /// - Throws: the wrapped repository's `ProfileError`; nothing is broadcast then.
    @discardableResult
    public func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        let saved = try await wrapped.update(change)
        subscribers.broadcast(saved)
        return saved
    }

    /// The profile as saved after every later update through this repository or its copies.
    /// - Returns: a stream registered before this returns; it ends when its reader stops.
    public func changes() async -> AsyncStream<UserProfile> {
        subscribers.subscribe()
    }
}
