import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

struct MovieIndexTests {
    @Test("The index finds liked and saved films only, not passed or unreacted ones")
    func keepsReactedFilms() {
        let profile = UserProfile.empty
            .applying(.like, to: Films.heat)
            .applying(.save, to: Films.alien)
            .applying(.pass, to: Films.casablanca)
        let index = MovieIndex(Films.all, keeping: profile)

        #expect(index.movie(withID: Films.heat.id) == Films.heat)
        #expect(index.movie(withID: Films.alien.id) == Films.alien)
        #expect(index.movie(withID: Films.casablanca.id) == nil)
        #expect(index.movie(withID: Films.matrix.id) == nil)
    }

    @Test("An empty profile indexes nothing, and ids missing from the catalog are not found")
    func emptyAndMissing() {
        #expect(MovieIndex(Films.all, keeping: .empty).movie(withID: Films.matrix.id) == nil)

        let index = MovieIndex(Films.all, keeping: UserProfile(liked: [MovieID("tt0000000"): Moments.first]))
        #expect(index.movie(withID: MovieID("tt0000000")) == nil)
    }
}
