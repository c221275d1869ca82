import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

/// A read-only catalog for the offline-answer use case; looking a film up by id is not expected.
struct AskCatalogStub: CatalogRepository {
    let movies: [Movie]

    func allMovies() async throws(CatalogError) -> [Movie] { movies }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        Issue.record("AskCatalogStub.movie(withID:) was called but not set up")
        throw .notFound(id)
    }
}

/// A read-only profile for the offline-answer use case; answering must never write it.
struct AskProfileStub: ProfileRepository {
    let profile: UserProfile

    func load() async throws(ProfileError) -> UserProfile { profile }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        Issue.record("AskProfileStub.update(_:) was called: answering a request must not change the profile")
        return profile
    }
}

/// A profile source that always fails, to check which error the use case reports.
struct AskFailingProfile: ProfileRepository {
    func load() async throws(ProfileError) -> UserProfile {
        throw .unreadable(path: "/tmp/profile.json", reason: "test")
    }

    @discardableResult
    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        Issue.record("AskFailingProfile.update(_:) was called but not set up")
        throw .unreadable(path: "/tmp/profile.json", reason: "test")
    }
}
