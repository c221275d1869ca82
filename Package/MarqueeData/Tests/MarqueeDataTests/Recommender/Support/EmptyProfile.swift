import MarqueeDomain
import Testing

/// A first run's profile: always empty, and never written.
struct EmptyProfile: ProfileRepository {
    func load() async throws(ProfileError) -> UserProfile { .empty }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        Issue.record("the recommender contract must not write the profile")
        return .empty
    }
}
