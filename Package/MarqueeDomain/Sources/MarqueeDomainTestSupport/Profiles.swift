import MarqueeDomain

/// Profiles over ``Films`` that exercise every term of the ranking, for property-style tests.
public enum Profiles {
    /// Onboarded with two genres and nothing else.
    public static let onboarded = UserProfile(preferredGenres: [.sciFi, .drama], hasCompletedOnboarding: true)

    /// Likes, saves and passes that touch genres, a shared director and shared cast.
    public static let busy = UserProfile(preferredGenres: [.animation], hasCompletedOnboarding: true)
        .applying(.like, to: Films.darkKnight)
        .applying(.like, to: Films.heat)
        .applying(.save, to: Films.alien)
        .applying(.save, to: Films.spiritedAway)
        .applying(.pass, to: Films.casablanca)

    /// One film both liked and saved, so its own terms are subtracted twice over.
    public static let likedAndSaved = UserProfile(preferredGenres: [.crime], hasCompletedOnboarding: true)
        .applying(.like, to: Films.inception)
        .applying(.save, to: Films.inception)
        .applying(.like, to: Films.totoro)
        .applying(.save, to: Films.godfatherPartII)

    /// A few seeded random profiles over the fixture films.
    public static let seeded: [UserProfile] = (1...3).map { seed in
        var generator = SeededGenerator(seed: UInt64(seed))
        return Synthetic.profile(over: Films.all, using: &generator)
    }

    /// Every profile above, plus the empty one.
    public static let all: [UserProfile] = [.empty, onboarded, busy, likedAndSaved] + seeded
}
