/// Forgets everything the user told Marquee: picked genres, likes, saves and passes.
public struct ResetProfileUseCase: Sendable {
    private let profile: any ProfileRepository

    /// Creates the use case.
    public init(profile: any ProfileRepository) { self.profile = profile }

    /// Replaces the stored profile with an empty one.
    /// - Returns: the profile as saved, which is ``UserProfile/empty``.
    /// - Throws: ``ProfileError`` when the profile cannot be saved; nothing changes then.
    @discardableResult
    public func execute() async throws(ProfileError) -> UserProfile {
        try await profile.update { $0 = .empty }
    }
}
