/// A profile store that also tells every open view when the profile changes.
///
/// Cinematic broadcasts favorites so every screen agrees; Marquee's favorites are the saved shelf, which lives
/// in the profile, so the profile store broadcasts.
public protocol ObservableProfileRepository: ProfileRepository {
    /// A stream of the profile as saved after every later change.
    ///
    /// `async` on purpose: the subscriber is registered before the call returns, so a change made right after
    /// it is never missed. The stream ends when the caller stops iterating it.
    /// - Returns: the profiles saved from now on, in order.
    func changes() async -> AsyncStream<UserProfile>
}
