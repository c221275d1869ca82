import MarqueeDomain
import MarqueeDomainTestSupport

/// A profile repository double whose every call fails with the given error.
struct FailingProfileStore: ProfileRepository {
    let error: ProfileError

    func load() async throws(ProfileError) -> UserProfile { throw error }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        throw error
    }
}
