import MarqueeDomain

/// A profile held in memory, whose loads or updates can be switched to fail with a given error.
actor InMemoryProfileRepository: ProfileRepository {
    /// The profile as stored: what the next `load` returns and what `update` changes.
    private(set) var stored: UserProfile
    private var loadFailure: ProfileError?
    private var updateFailure: ProfileError?

    /// Creates a repository holding `profile`, optionally failing from the start.
    init(
        _ profile: UserProfile = .empty,
        failingLoadsWith loadFailure: ProfileError? = nil,
        failingUpdatesWith updateFailure: ProfileError? = nil
    ) {
        self.stored = profile
        self.loadFailure = loadFailure
        self.updateFailure = updateFailure
    }

    /// Makes every later `load` throw `error`, or succeed again when `error` is `nil`.
    func failLoads(with error: ProfileError?) {
        loadFailure = error
    }

    /// Makes every later `update` throw `error` without changing anything, or succeed again when `error` is `nil`.
    func failUpdates(with error: ProfileError?) {
        updateFailure = error
    }

    /// Replaces the stored profile behind the presentation's back, as another Marquee process would.
    func store(_ profile: UserProfile) {
        stored = profile
    }

    func load() async throws(ProfileError) -> UserProfile {
        if let loadFailure { throw loadFailure }
        return stored
    }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        if let updateFailure { throw updateFailure }
        var profile = stored
        change(&profile)
        stored = profile
        return profile
    }
}
