/// The `--json` document of `marquee onboard` (schema `marquee.onboarding/1`).
struct ProfileJSON: Encodable {
    let schema = "marquee.onboarding/1"
    let preferredGenres: [String]
    let hasCompletedOnboarding = true
}
