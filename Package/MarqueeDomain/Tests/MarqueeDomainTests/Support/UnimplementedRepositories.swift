import MarqueeDomain
import Testing

/// A catalog double for code paths that must never reach the catalog: any call records an issue and fails.
struct UnimplementedCatalog: CatalogRepository {
    private let sourceLocation: SourceLocation

    init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    func allMovies() async throws(CatalogError) -> [Movie] {
        Issue.record("CatalogRepository.allMovies() was called but not set up", sourceLocation: sourceLocation)
        throw .unavailable(reason: "unimplemented test double")
    }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        Issue.record("CatalogRepository.movie(withID:) was called but not set up", sourceLocation: sourceLocation)
        throw .unavailable(reason: "unimplemented test double")
    }
}

/// A profile double for code paths that must never touch the profile: any call records an issue and fails.
struct UnimplementedProfileStore: ProfileRepository {
    private let sourceLocation: SourceLocation

    init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    func load() async throws(ProfileError) -> UserProfile {
        Issue.record("ProfileRepository.load() was called but not set up", sourceLocation: sourceLocation)
        throw .unreadable(path: "unimplemented", reason: "unimplemented test double")
    }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        Issue.record("ProfileRepository.update(_:) was called but not set up", sourceLocation: sourceLocation)
        throw .unwritable(path: "unimplemented", reason: "unimplemented test double")
    }
}
