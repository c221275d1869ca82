/// A ranked feed together with the profile it was ranked for.
public struct Feed: Hashable, Sendable {
    /// The recommendations, best first.
    public let recommendations: [Recommendation]
    /// The profile used, so callers can tell a first run (no onboarding) from an empty feed.
    public let profile: UserProfile

    /// Creates a feed.
    public init(recommendations: [Recommendation], profile: UserProfile) {
        self.recommendations = recommendations
        self.profile = profile
    }
}
