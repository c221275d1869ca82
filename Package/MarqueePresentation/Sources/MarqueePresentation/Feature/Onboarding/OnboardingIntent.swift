import MarqueeDomain

/// What can happen in the genre picker.
public enum OnboardingIntent: Sendable {
    /// A genre was picked or un-picked.
    case genreToggled(Genre)
    /// The user is done picking.
    case doneTapped
    /// The choice was saved.
    case choiceSaved(UserProfile)
    /// The choice could not be saved.
    case saveFailed(ProfileError)
}
