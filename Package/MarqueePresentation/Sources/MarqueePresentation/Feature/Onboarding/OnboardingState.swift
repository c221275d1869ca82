import MVIKit
import MarqueeDomain

/// Everything the genre picker shows.
public struct OnboardingState: Equatable, Sendable {
    /// The genres offered, in display order.
    public let available: [Genre]
    /// The genres picked so far.
    public var selected: GenreSet
    /// Where saving the choice stands.
    public var saving: LoadingPhase<UserProfile, ProfileError> = .idle
    /// Set when the user tries to finish with no genre picked.
    public var needsAGenre = false

    /// Creates the picker, optionally starting from earlier picks.
    public init(available: [Genre] = Genre.allCases, selected: GenreSet = []) {
        self.available = available
        self.selected = selected
    }
}
