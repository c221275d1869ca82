/// A profile store that also tells every open view when the profile changes.
public protocol ObservableProfileRepository: ProfileRepository {
    /// A stream of the profile as saved after every later change.
    func changes() async -> AsyncStream<UserProfile>
}
