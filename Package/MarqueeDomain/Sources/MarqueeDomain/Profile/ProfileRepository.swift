/// Where the user's profile lives between runs.
public protocol ProfileRepository: Sendable {
    /// The current profile, or a fresh one on first run.
    /// - Throws: ``ProfileError`` when the profile cannot be read and cannot be recovered.
    func load() async throws(ProfileError) -> UserProfile

    /// Applies a change to the latest stored profile and saves it atomically.
    /// - Parameter change: the edit; it runs on the freshly read profile, never on a stale copy.
    /// - Returns: the profile as saved.
    /// - Throws: ``ProfileError`` when the profile cannot be read or written; nothing is saved then.
    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile
}
