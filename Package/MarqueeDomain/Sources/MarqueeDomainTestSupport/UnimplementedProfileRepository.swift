import MarqueeDomain
import Testing

/// A profile double for code paths that must never touch the profile: any call records an issue and fails.
public struct UnimplementedProfileRepository: ProfileRepository {
    private let sourceLocation: SourceLocation

    /// Creates the double; an unexpected call is reported at `sourceLocation`, where the test made it.
    public init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    /// Records an issue and fails.
    public func load() async throws(ProfileError) -> UserProfile {
        Issue.record("ProfileRepository.load() was called but not set up", sourceLocation: sourceLocation)
        throw .unreadable(path: "unimplemented", reason: "unimplemented test double")
    }

    /// Records an issue and fails, changing nothing.
    @discardableResult
    public func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        Issue.record("ProfileRepository.update(_:) was called but not set up", sourceLocation: sourceLocation)
        throw .unwritable(path: "unimplemented", reason: "unimplemented test double")
    }
}
