/// The `--json` document of `marquee onboard` (schema `marquee.onboarding/1`).
public struct ProfileJSON: Encodable {
    let schema = "marquee.onboarding/1"
    let preferredGenres: [String]

    /// Creates the value from its parts.
    public init(preferredGenres: [String]) {
        self.preferredGenres = preferredGenres
    }
    let hasCompletedOnboarding = true
}
