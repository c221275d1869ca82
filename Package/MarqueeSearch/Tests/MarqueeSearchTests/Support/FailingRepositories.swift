import MarqueeDomain
import MarqueeDomainTestSupport

@testable import MarqueeRanking
@testable import MarqueeSearch

/// A catalog double whose every call fails with the given error.
struct FailingCatalog: CatalogRepository {
    let error: CatalogError

    func allMovies() async throws(CatalogError) -> [Movie] { throw error }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie { throw error }
}

/// A profile repository double whose every call fails with the given error.
struct FailingProfileStore: ProfileRepository {
    let error: ProfileError

    func load() async throws(ProfileError) -> UserProfile { throw error }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        throw error
    }
}
