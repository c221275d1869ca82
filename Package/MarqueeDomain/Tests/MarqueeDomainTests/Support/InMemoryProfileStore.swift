import MarqueeDomain

/// A profile repository double that keeps one profile in memory and counts how it is used.
actor InMemoryProfileStore: ProfileRepository {
    /// The stored profile.
    private(set) var profile: UserProfile
    /// How many times `update(_:)` ran.
    private(set) var updateCount = 0

    init(_ profile: UserProfile = .empty) { self.profile = profile }

    func load() async throws(ProfileError) -> UserProfile {
        profile
    }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        updateCount += 1
        change(&profile)
        return profile
    }
}
