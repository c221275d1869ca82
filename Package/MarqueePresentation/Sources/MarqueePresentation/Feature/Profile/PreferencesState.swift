import MVIKit
import MarqueeDomain

/// Everything the preferences screen shows: the stored profile, where it lives, and a reset in progress.
public struct PreferencesState: Equatable, Sendable {
    /// Where the profile is stored, as a path the user can open.
    public let profileLocation: String
    /// Where answers from live sources are cached, when there is a cache.
    public let cacheLocation: String?
    /// The stored profile, or where loading it stands.
    public var profile: LoadingPhase<UserProfile, ProfileError> = .idle
    /// Whether the screen is asking "really reset?" before erasing the profile.
    public var isConfirmingReset = false
    /// Where a confirmed reset stands.
    public var reset: LoadingPhase<UserProfile, ProfileError> = .idle

    /// Creates the screen's initial state.
    /// - Parameters:
    ///   - profileLocation: the profile's path.
    ///   - cacheLocation: the cache folder's path, if any.
    public init(profileLocation: String, cacheLocation: String? = nil) {
        self.profileLocation = profileLocation
        self.cacheLocation = cacheLocation
    }
}
