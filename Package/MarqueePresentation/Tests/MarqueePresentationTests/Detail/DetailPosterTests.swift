import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

@MainActor
struct DetailPosterTests {
    private static let posterURL = URL.fixture("https://is1-ssl.mzstatic.com/image/thumb/Matrix/600x600bb.png")
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    private static let withPoster: DetailedMovie = {
        var movie = Films.matrix
        movie.posterURL = posterURL
        return DetailedMovie(details: MovieDetails(movie: movie), source: .bundled)
    }()
    private static let withoutPoster = DetailedMovie(details: MovieDetails(movie: Films.matrix), source: .bundled)

    private static func reducer(posters: PosterSource?) -> DetailReducer {
        // Only the poster is exercised: the details are sent in, so the catalog and the shelf stay untouched.
        let catalog = UnimplementedCatalogRepository()
        let profile = InMemoryProfileRepository()
        return DetailReducer(
            loadDetails: LoadMovieDetailUseCase(catalog: catalog),
            observeSaved: ObserveSavedMoviesUseCase(catalog: catalog, profile: profile),
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now }),
            posters: posters)
    }

    private static func source(_ answer: Result<Data, PosterError>) -> PosterSource {
        PosterSource(repository: StubPosters(answers: [posterURL: answer], format: .png), format: .png)
    }

    @Test("Details that name a poster ask for it under \"poster\" when images are on, and the text shows at once")
    func detailsAskForThePoster() {
        var state = DetailState(movieID: Films.matrix.id)

        let effect = Self.reducer(posters: Self.source(.success(Self.png))).reduce(
            &state, .detailsLoaded(Self.withPoster))

        var expected = DetailState(movieID: Films.matrix.id)
        expected.details = .loaded(Self.withPoster)
        expected.poster = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("poster")])
    }

    @Test("With images off, or a film without a poster, nothing is asked for and the poster stays idle")
    func noPosterNoRequest() {
        var off = DetailState(movieID: Films.matrix.id)
        let offEffect = Self.reducer(posters: nil).reduce(&off, .detailsLoaded(Self.withPoster))
        var bare = DetailState(movieID: Films.matrix.id)
        let bareEffect = Self.reducer(posters: Self.source(.success(Self.png)))
            .reduce(&bare, .detailsLoaded(Self.withoutPoster))

        var expectedOff = DetailState(movieID: Films.matrix.id)
        expectedOff.details = .loaded(Self.withPoster)
        var expectedBare = DetailState(movieID: Films.matrix.id)
        expectedBare.details = .loaded(Self.withoutPoster)
        #expect(off == expectedOff)
        #expect(offEffect.isNone)
        #expect(bare == expectedBare)
        #expect(bareEffect.isNone)
    }

    @Test("A poster already asked for is not asked for again when the details load a second time")
    func posterAskedOnce() {
        var state = DetailState(movieID: Films.matrix.id)
        state.details = .loading
        state.poster = .loaded(Self.png)

        let effect = Self.reducer(posters: Self.source(.success(Self.png))).reduce(
            &state, .detailsLoaded(Self.withPoster))

        var expected = DetailState(movieID: Films.matrix.id)
        expected.details = .loaded(Self.withPoster)
        expected.poster = .loaded(Self.png)
        #expect(state == expected)
        #expect(effect.isNone)
    }

    @Test("The poster's bytes arrive in the state, in the format the source asks for")
    func posterArrives() async {
        let screen = Store(
            initialState: DetailState(movieID: Films.matrix.id),
            reducer: Self.reducer(posters: Self.source(.success(Self.png))))

        screen.send(.detailsLoaded(Self.withPoster))
        await screen.waitUntil { !$0.poster.isLoading }

        var expected = DetailState(movieID: Films.matrix.id)
        expected.details = .loaded(Self.withPoster)
        expected.poster = .loaded(Self.png)
        #expect(screen.state == expected)
    }

    @Test("A poster that cannot be had only means no image: the details stay, and no banner is shown")
    func failureMeansNoImage() async {
        let failure = PosterError.unavailable(reason: "HTTP 404")
        let screen = Store(
            initialState: DetailState(movieID: Films.matrix.id),
            reducer: Self.reducer(posters: Self.source(.failure(failure))))

        screen.send(.detailsLoaded(Self.withPoster))
        await screen.waitUntil { !$0.poster.isLoading }

        var expected = DetailState(movieID: Films.matrix.id)
        expected.details = .loaded(Self.withPoster)
        expected.poster = .failed(failure)
        #expect(screen.state == expected)
        var app = AppState(preferences: PreferencesState(profileLocation: "/p"))
        app.feed.isShowingInfo = true
        app.detail = screen.state
        #expect(app.banner == nil)
    }
}
