import MarqueeDomain

/// What can happen on the preferences screen.
public enum PreferencesIntent: Sendable {
    /// Load the profile; an earlier one stays on screen until the new one arrives.
    case reload
    /// The profile was read.
    case profileLoaded(UserProfile)
    /// The profile could not be read.
    case loadFailed(ProfileError)
    /// The user asked to reset; the screen asks for confirmation first.
    case resetTapped
    /// The user confirmed the reset.
    case resetConfirmed
    /// The user changed their mind.
    case resetCancelled
    /// The profile was reset.
    case resetFinished(UserProfile)
    /// The profile could not be reset; nothing changed.
    case resetFailed(ProfileError)
    /// Close the message about a failed reset.
    case failureDismissed
}
