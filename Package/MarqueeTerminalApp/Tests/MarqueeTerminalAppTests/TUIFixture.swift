import Foundation
import MarqueeDomain
import MarqueePresentation

@testable import MarqueeTerminalApp
@testable import MarqueeWords

/// Films, cards and app states for the full-screen app's snapshot and key tests.
enum TUIFixture {
    /// Noon UTC on 30 November 2026, the same calendar day in every time zone a test machine is likely to use.
    static let savedAt = Date(timeIntervalSince1970: 1_795_953_600)

    static let matrix = Movie(
        id: MovieID("tt0133093"), title: "The Matrix", year: 1999, runtimeMinutes: 136,
        genres: [.action, .sciFi], directors: ["Lana Wachowski", "Lilly Wachowski"],
        cast: ["Keanu Reeves", "Laurence Fishburne", "Carrie-Anne Moss", "Hugo Weaving"], contentRating: .r,
        criticScore: 7.8, reviewCount: 209, language: "English", countries: ["United States", "Australia"]
    )

    /// A CJK title, two columns per character.
    static let spiritedAway = Movie(
        id: MovieID("tt0245429"), title: "千と千尋の神隠し", year: 2001, runtimeMinutes: 125,
        genres: [.animation, .fantasy], directors: ["宮崎駿"], cast: ["柊瑠美"], contentRating: .pg,
        criticScore: 8.6, reviewCount: 187, language: "Japanese", countries: ["Japan"]
    )

    /// Accents, and a summary as a store would supply.
    static let amelie = Movie(
        id: MovieID("tt0211915"), title: "Amélie", year: 2001, runtimeMinutes: 122, genres: [.comedy, .romance],
        directors: ["Jean-Pierre Jeunet"], cast: ["Audrey Tautou"], criticScore: 8.1, reviewCount: 165,
        language: "French", countries: ["France"],
        summary: "A shy waitress in Montmartre 🎬 decides to change the lives of those around her for the better."
    )

    static let cards = [
        FeedCard(
            recommendation: Recommendation(
                movie: matrix, score: 9.1,
                reasons: [
                    RecommendationReason(.preferredGenre(.sciFi), contribution: 2.4),
                    RecommendationReason(.criticFavorite(score: 8.3), contribution: 1.2),
                ],
                engine: .localTaste),
            reactions: [.like]
        ),
        FeedCard(
            recommendation: Recommendation(
                movie: spiritedAway, score: 8.8,
                reasons: [RecommendationReason(.highlyRated(score: 8.0), contribution: 1)],
                engine: .localTaste),
            reactions: [.save]
        ),
        FeedCard(
            recommendation: Recommendation(movie: amelie, score: 8.1, reasons: [], engine: .localTaste), reactions: []),
    ]

    static let shelf = [
        SavedMovie(id: spiritedAway.id, movie: spiritedAway, savedAt: savedAt),
        SavedMovie(id: amelie.id, movie: amelie, savedAt: savedAt),
        SavedMovie(id: MovieID("tt9999999"), movie: nil, savedAt: savedAt),
    ]

    static let profile = UserProfile(
        preferredGenres: [.drama, .sciFi],
        liked: [matrix.id: savedAt],
        saved: [spiritedAway.id: savedAt, amelie.id: savedAt],
        passed: [MovieID("tt0068646"): savedAt],
        hasCompletedOnboarding: true
    )

    /// Two days before ``savedAt``: the age of a cached chart.
    static let cachedAt = savedAt.addingTimeInterval(-2 * 86_400)

    /// What every screen's words are built with: English, a recommender address, and a clock fixed at ``savedAt``.
    static func texts(_ language: Language = .english) -> ScreenTexts {
        ScreenTexts(l10n: Localizer(language), recommenderAddress: "http://127.0.0.1:8000", now: { savedAt })
    }

    /// The charts: a live featured row, and a genre row from the cache.
    static let charts = DiscoverCatalog(sections: [
        DiscoverSection(kind: .featured, movies: [matrix, amelie], source: .live),
        DiscoverSection(kind: .genre(.kidsAndFamily), movies: [spiritedAway], source: .cached(savedAt: cachedAt)),
    ])

    /// What a search for "ame" found: a catalog film the store has too, and a store film.
    static let found = SearchResults(
        query: "ame",
        results: [
            SearchResult(movie: amelie, quality: .titlePrefix, source: .bundled, storeID: MovieID("itunes:42")),
            SearchResult(
                movie: Movie(id: MovieID("itunes:7"), title: "American Fiction", year: 2023, runtimeMinutes: 117),
                quality: .titlePrefix, source: .live),
        ],
        storeSource: .live
    )

    /// The details the store adds to The Matrix.
    static let matrixDetails = DetailedMovie(
        details: MovieDetails(
            movie: matrix, fullSummary: "A hacker learns what the world really is.",
            trailerURL: URL(string: "https://video.example/matrix.m4v"),
            storeURL: URL(string: "https://itunes.apple.com/us/movie/the-matrix/id271469518"),
            storeID: MovieID("itunes:271469518"), catalogID: matrix.id),
        source: .bundled,
        storeSource: .cached(savedAt: cachedAt)
    )

    /// The local engine's answer to a form for a 2001 film of about two hours rated PG or milder.
    static let answer = FormRecommendations(
        form: RecommendationForm(
            year: 2001, duration: .minutes(120), contentType: .movie, rating: .pg, includesMilder: true),
        picks: [
            FormPick(
                recommendation: Recommendation(
                    movie: spiritedAway, score: 0.9,
                    reasons: [
                        RecommendationReason(.nearYear(year: 2001, requested: 2001), contribution: 1),
                        RecommendationReason(.nearRuntime(minutes: 125, requested: 120), contribution: 0.5),
                    ],
                    engine: .localForm),
                isInCatalog: true)
        ],
        source: .local
    )

    /// What `marquee recommend --year 2020` says of the bundled catalog: it ends in 2016, so 2013–2014 stand in.
    static let closest2020 = ClosestYears(
        asked: 2020...2020, used: 2013...2014, span: CatalogSpan(years: 1902...2016, filmCount: 19_000))

    /// The local engine's answer to a form it had to loosen, with one pick.
    static func relaxedAnswer(year: Int, _ relaxation: FormRelaxation) -> FormRecommendations {
        FormRecommendations(
            form: RecommendationForm(
                year: year, duration: .minutes(120), contentType: .movie, rating: .pg13, includesMilder: false),
            picks: answer.picks,
            source: .local,
            relaxation: relaxation
        )
    }

    /// The app before anything loaded.
    static var initial: AppState {
        AppState(
            preferences: PreferencesState(
                profileLocation: "/home/ada/.local/share/marquee/profile.json",
                cacheLocation: "/home/ada/.cache/marquee"
            ))
    }

    /// The feed with three cards, the first in view.
    static var feed: AppState {
        var state = initial
        state.hasCheckedOnboarding = true
        state.feed.cards = .loaded(cards)
        return state
    }
}
