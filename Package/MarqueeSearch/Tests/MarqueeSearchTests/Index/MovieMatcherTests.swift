import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

struct MovieMatcherTests {
    private let matcher = MovieMatcher()

    @Test(
        "Match quality grades title, prefix, word, typo and person matches",
        arguments: [
            ("The Matrix", MatchQuality.exactTitle), ("the matrix!", .exactTitle), ("the mat", .titlePrefix),
            ("matrix", .titleWords), ("matr the", .titleWords), ("matrx", .titleWithTypo),
            ("teh matrix", .titleWithTypo),
            ("keanu", .person), ("wachowski", .person), ("lana wach", .person), ("keanu reevs", .personWithTypo),
            ("fishburn", .person), ("fishbrune", .personWithTypo), ("godfather", nil), ("mx", nil),
            ("keanu matrix", nil),
        ] as [(String, MatchQuality?)]
    )
    func qualities(query: String, expected: MatchQuality?) {
        #expect(matcher.quality(of: Films.matrix, for: SearchText(query)) == expected)
    }

    @Test("Qualities order from person-with-typo up to exact title")
    func qualityOrder() {
        let ordered: [MatchQuality] = [
            .personWithTypo, .person, .titleWithTypo, .knownPerson, .titleWords, .titlePrefix, .exactTitle,
        ]

        #expect(ordered.shuffled().sorted() == ordered)
    }

    @Test("'drk knight' finds The Dark Knight despite the typo")
    func typoFindsDarkKnight() {
        #expect(
            matcher.search("drk knight", in: Films.all, limit: 10)
                == [MovieMatch(movie: Films.darkKnight, quality: .titleWithTypo)]
        )
    }

    @Test("'amelie' and 'AMÉLIE' both find Amélie as an exact title")
    func accentsAreOptional() {
        let expected = [MovieMatch(movie: Films.amelie, quality: .exactTitle)]

        #expect(matcher.search("amelie", in: Films.all, limit: 10) == expected)
        #expect(matcher.search("AMÉLIE", in: Films.all, limit: 10) == expected)
    }

    // A well-known director's surname is a known-person match, and their films order by fame
    // (critic average shrunk by review count), no longer by review count alone. The films they directed
    // are marked as the director's own, which ranks above titles that merely hold the name.
    @Test("A well-known director's surname finds their films, best known and rated first")
    func directorSearch() {
        #expect(
            matcher.search("nolan", in: Films.all, limit: 10)
                == [
                    MovieMatch(movie: Films.darkKnight, quality: .directorsFilm),
                    MovieMatch(movie: Films.inception, quality: .directorsFilm),
                ]
        )
        #expect(
            matcher.search("miyazaki", in: Films.all, limit: 10).map(\.movie) == [Films.spiritedAway, Films.totoro])
    }

    @Test("A cast member's name finds every film they are in")
    func castSearch() {
        #expect(
            Set(matcher.search("de niro", in: Films.all, limit: 10).map(\.movie.id))
                == [Films.heat.id, Films.taxiDriver.id, Films.godfatherPartII.id]
        )
    }

    @Test("Results rank by match quality first, then by fewest unmatched title words, then by review count, then id")
    func ranksByQualityThenWordsThenPopularity() {
        let famousNamesake = Synthetic.film("tt9000001", title: "Into the Dark", reviews: 5_000)
        let obscurePrefix = Synthetic.film("tt9000002", title: "The Dark Knight Returns", reviews: 3)
        let twin = Synthetic.film("tt9000000", title: "The Dark Knight Returns", reviews: 3)
        let movies = Films.all + [famousNamesake, obscurePrefix, twin]

        #expect(
            matcher.search("the dark", in: movies, limit: 10)
                == [
                    MovieMatch(movie: Films.darkKnight, quality: .titlePrefix),
                    MovieMatch(movie: twin, quality: .titlePrefix),
                    MovieMatch(movie: obscurePrefix, quality: .titlePrefix),
                    MovieMatch(movie: famousNamesake, quality: .titleWords),
                ]
        )
        #expect(
            matcher.search("solaris", in: movies, limit: 10)
                == [
                    MovieMatch(movie: Films.solaris2002, quality: .exactTitle),
                    MovieMatch(movie: Films.solaris1972, quality: .exactTitle),
                ]
        )
    }

    @Test("'drk knight' lists The Dark Knight before the more reviewed The Dark Knight Rises")
    func fewerExtraWordsBeatPopularity() {
        let rises = Movie(
            id: MovieID("tt1345836"),
            title: "The Dark Knight Rises",
            year: 2012,
            genres: [.action, .drama, .thriller],
            directors: ["Christopher Nolan"],
            criticScore: 7.8,
            reviewCount: 340
        )

        #expect(
            matcher.search("drk knight", in: Films.all + [rises], limit: 10)
                == [
                    MovieMatch(movie: Films.darkKnight, quality: .titleWithTypo),
                    MovieMatch(movie: rises, quality: .titleWithTypo),
                ]
        )
    }

    @Test("The limit caps the results, keeping the best")
    func limitCaps() {
        let all = matcher.search("the", in: Films.all, limit: 100)

        #expect(all.count == 6)
        #expect(matcher.search("the", in: Films.all, limit: 2) == Array(all.prefix(2)))
        #expect(matcher.search("the", in: Films.all, limit: 0).isEmpty)
    }

    @Test("A query with no letters or digits finds nothing", arguments: ["", "   ", "!!!", "—", "''"])
    func emptyQueries(query: String) {
        #expect(matcher.search(query, in: Films.all, limit: 10).isEmpty)
    }
}
