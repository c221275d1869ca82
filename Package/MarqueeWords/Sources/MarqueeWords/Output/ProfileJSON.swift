/// The `--json` document of `marquee onboard` (schema `marquee.onboarding/1`).
public struct ProfileJSON: Encodable {
    public let schema = "marquee.onboarding/1"
    public let preferredGenres: [String]

    /// Creates the value from its parts.
    public init(preferredGenres: [String]) {
        self.preferredGenres = preferredGenres
    }
    public let hasCompletedOnboarding = true
}
