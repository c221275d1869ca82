import MarqueeDomain

/// A profile repository double whose every call fails with the given error.
public struct FailingProfileStore: ProfileRepository {
    /// What every call throws.
    public let error: ProfileError

    /// A store that fails every call with `error`.
    public init(error: ProfileError) { self.error = error }

    /// Throws ``error``.
    public func load() async throws(ProfileError) -> UserProfile { throw error }

    /// Throws ``error``; nothing is stored.
    @discardableResult
    public func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        throw error
    }
}
