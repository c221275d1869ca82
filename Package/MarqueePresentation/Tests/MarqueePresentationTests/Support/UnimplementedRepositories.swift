import MarqueeDomain
import Testing

/// A catalog that must not be used: every call records an issue and fails.
struct UnimplementedCatalogRepository: CatalogRepository {
    func allMovies() async throws(CatalogError) -> [Movie] {
        Issue.record("CatalogRepository.allMovies() called but not set up")
        throw .unavailable(reason: "unimplemented")
    }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        Issue.record("CatalogRepository.movie(withID: \(id)) called but not set up")
        throw .unavailable(reason: "unimplemented")
    }
}

/// A profile store that must not be used: every call records an issue and fails.
struct UnimplementedProfileRepository: ProfileRepository {
    func load() async throws(ProfileError) -> UserProfile {
        Issue.record("ProfileRepository.load() called but not set up")
        throw .unreadable(path: "unimplemented", reason: "unimplemented")
    }

    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        Issue.record("ProfileRepository.update(_:) called but not set up")
        throw .unwritable(path: "unimplemented", reason: "unimplemented")
    }
}
