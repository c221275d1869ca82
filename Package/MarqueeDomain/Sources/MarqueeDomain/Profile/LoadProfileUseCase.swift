/// Reads the stored profile, for screens that show what the user has told Marquee.
public struct LoadProfileUseCase: Sendable {
    private let profile: any ProfileRepository

    /// Creates the use case.
    public init(profile: any ProfileRepository) { self.profile = profile }

    /// The profile as stored now.
    /// - Returns: the profile, or a fresh one on a first run.
    /// - Throws: ``ProfileError`` when the profile cannot be read.
    public func execute() async throws(ProfileError) -> UserProfile {
        try await profile.load()
    }
}
