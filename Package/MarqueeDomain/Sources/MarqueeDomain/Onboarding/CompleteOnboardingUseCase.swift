/// Stores the genres picked during onboarding and marks onboarding done.
public struct CompleteOnboardingUseCase: Sendable {
    private let profile: any ProfileRepository

    /// Creates the use case.
    public init(profile: any ProfileRepository) { self.profile = profile }

    /// Replaces the preferred genres; reactions are kept.
    /// - Parameter genres: the picked genres.
    /// - Returns: the saved profile.
    /// - Throws: ``ProfileError`` when the profile cannot be saved.
    @discardableResult
    public func execute(genres: GenreSet) async throws(ProfileError) -> UserProfile {
        try await profile.update { stored in
            stored.preferredGenres = genres
            stored.hasCompletedOnboarding = true
        }
    }
}
