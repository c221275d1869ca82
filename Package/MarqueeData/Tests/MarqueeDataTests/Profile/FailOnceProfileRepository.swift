import MarqueeDomain

/// A profile kept in memory whose first update fails with a given error and changes nothing.
actor FailOnceProfileRepository: ProfileRepository {
    private var profile = UserProfile.empty
    private var failure: ProfileError?

    init(failure: ProfileError) { self.failure = failure }

    func load() async throws(ProfileError) -> UserProfile { profile }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        if let failure {
            self.failure = nil
            throw failure
        }
        change(&profile)
        return profile
    }
}
