import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct PickTogetherUseCaseTests {
    /// A ranking that answers each member's profile with that member's own list and any other profile, the union of
    /// the group's reactions, with `group`; it fails loudly on a limit other than the use case's pool, or a call the
    /// use case must not make.
    struct MemberRanking: FeedRanking {
        let feeds: [UserProfile: [Movie]]
        let group: [Movie]
        let failure: CatalogError?
        let sourceLocation: SourceLocation

        init(
            _ feeds: [UserProfile: [Movie]], group: [Movie] = [], failing failure: CatalogError? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.feeds = feeds
            self.group = group
            self.failure = failure
            self.sourceLocation = sourceLocation
        }

        func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError) -> [Recommendation] {
            if let failure { throw failure }
            let films = feeds[profile] ?? group
            guard limit == 50, genre == nil else {
                Issue.record(
                    "unexpected feed(for:limit: \(limit), genre: \(String(describing: genre)))",
                    sourceLocation: sourceLocation)
                throw .unavailable(reason: "unexpected call")
            }
            return films.prefix(limit).map {
                Recommendation(movie: $0, score: 1, reasons: reasons($0), engine: .localTaste)
            }
        }

        func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie] {
            Issue.record("bestRated(_:in:) was not expected", sourceLocation: sourceLocation)
            throw .unavailable(reason: "unexpected call")
        }

        func films(like movie: Movie, among movies: [Movie]) -> [Recommendation] {
            Issue.record("films(like:among:) was not expected", sourceLocation: sourceLocation)
            return []
        }
    }

    /// The reason the double gives every film: its own title, so a fit's reasons show whose list they came from.
    static func reasons(_ movie: Movie) -> [RecommendationReason] {
        [RecommendationReason(.coLiked(becauseOf: movie.title), contribution: 1)]
    }

    /// A member's fit with a film at `rank` of their own list (nil: not on it): satisfaction halves every 1.5 places.
    static func fit(_ member: String, _ movie: Movie, rank: Int?) -> MemberFit {
        guard let rank else { return MemberFit(member: member, satisfaction: 0, reasons: []) }
        return MemberFit(member: member, satisfaction: pow(0.5, Double(rank) / 1.5), reasons: reasons(movie))
    }

    let you = UserProfile.empty.applying(.like, to: Films.matrix)
    let ana = UserProfile.empty.applying(.pass, to: Films.heat)

    @Test("Nobody's pass, like or watched film appears; you come first, loaded from your profile")
    func exclusions() async throws {
        let ranking = MemberRanking([
            you: [Films.heat, Films.godfather, Films.inception, Films.alien],
            ana: [Films.matrix, Films.heat, Films.godfather, Films.arrival],
        ])
        let useCase = PickTogetherUseCase(profile: InMemoryProfileRepository(you), ranking: ranking)

        let picks = try await useCase.execute(
            with: [GroupMember(name: "Ana", profile: ana, watched: [Films.godfather.id])], you: "You", limit: 10)

        #expect(
            picks
                == GroupPicks(
                    members: ["You", "Ana"],
                    picks: [
                        GroupPick(
                            movie: Films.inception,
                            fits: [
                                Self.fit("You", Films.inception, rank: 2), Self.fit("Ana", Films.inception, rank: nil),
                            ]),
                        GroupPick(
                            movie: Films.arrival,
                            fits: [Self.fit("You", Films.arrival, rank: nil), Self.fit("Ana", Films.arrival, rank: 3)]),
                        GroupPick(
                            movie: Films.alien,
                            fits: [Self.fit("You", Films.alien, rank: 3), Self.fit("Ana", Films.alien, rank: nil)]),
                    ],
                    tastesDiverge: true))
    }

    @Test("Your first pick, which Ana does not rank at all, loses to the film you both rank")
    func sharedFilmWins() async throws {
        let ranking = MemberRanking([you: [Films.alien, Films.inception], ana: [Films.inception, Films.arrival]])
        let useCase = PickTogetherUseCase(profile: UnimplementedProfileRepository(), ranking: ranking)
        let members = [GroupMember(name: "You", profile: you), GroupMember(name: "Ana", profile: ana)]

        let picks = try await useCase.picks(for: members, limit: 2)

        #expect(
            picks
                == GroupPicks(
                    members: ["You", "Ana"],
                    picks: [
                        GroupPick(
                            movie: Films.inception,
                            fits: [
                                Self.fit("You", Films.inception, rank: 1), Self.fit("Ana", Films.inception, rank: 0),
                            ]),
                        GroupPick(
                            movie: Films.alien,
                            fits: [Self.fit("You", Films.alien, rank: 0), Self.fit("Ana", Films.alien, rank: nil)]),
                    ],
                    tastesDiverge: true))
    }

    @Test("A film the group's own feed ranks first comes before each member's own first pick")
    func groupFeedCounts() async throws {
        let ranking = MemberRanking(
            [you: [Films.alien, Films.inception], ana: [Films.arrival, Films.godfather]], group: [Films.godfather])
        let useCase = PickTogetherUseCase(profile: UnimplementedProfileRepository(), ranking: ranking)
        let members = [GroupMember(name: "You", profile: you), GroupMember(name: "Ana", profile: ana)]

        let picks = try await useCase.picks(for: members, limit: 2)

        #expect(
            picks
                == GroupPicks(
                    members: ["You", "Ana"],
                    picks: [
                        GroupPick(
                            movie: Films.godfather,
                            fits: [
                                Self.fit("You", Films.godfather, rank: nil), Self.fit("Ana", Films.godfather, rank: 1),
                            ]),
                        GroupPick(
                            movie: Films.alien,
                            fits: [Self.fit("You", Films.alien, rank: 0), Self.fit("Ana", Films.alien, rank: nil)]),
                    ],
                    tastesDiverge: true))
    }

    @Test("The group's own profile holds every member's likes, saves, passes and genres; a film one liked is no pass")
    func union() {
        var ben = UserProfile.empty.applying(.like, to: Films.heat).applying(.save, to: Films.alien)
        ben.preferredGenres = [.drama]
        let members = [you, ana, ben].map { GroupMember(name: "", profile: $0) }

        var expected = you.applying(.like, to: Films.heat).applying(.save, to: Films.alien)
        expected.preferredGenres = [.drama]
        #expect(PickTogetherUseCase.union(members) == expected)
        #expect(PickTogetherUseCase.union([members[1]]) == ana)
    }

    @Test("Tastes diverge when no two members share 5 of their own top 50, and never for one person alone")
    func tastesDiverge() async throws {
        let bob = UserProfile.empty.applying(.like, to: Films.casablanca)
        let films = Array(Films.all.prefix(8))
        let ranking = MemberRanking([you: Array(films[0..<6]), ana: Array(films[1..<7]), bob: Array(films[2..<8])])
        let useCase = PickTogetherUseCase(profile: UnimplementedProfileRepository(), ranking: ranking)
        func diverge(_ profiles: [UserProfile]) async throws -> Bool {
            let members = profiles.enumerated().map { GroupMember(name: "\($0.offset)", profile: $0.element) }
            return try await useCase.picks(for: members, limit: 3).tastesDiverge
        }

        #expect(try await diverge([you, ana]) == false)  // five shared
        #expect(try await diverge([you, bob]) == true)  // four shared
        #expect(try await diverge([you, bob, ana]) == false)  // Ana shares five with each
        #expect(try await diverge([you]) == false)
    }

    @Test("A profile that cannot be read, or a ranking that fails, is the use case's error")
    func failures() async {
        let unreadable = ProfileError.unreadable(path: "profile.json", reason: "not JSON")
        let offline = CatalogError.unavailable(reason: "no catalog")
        let noProfile = PickTogetherUseCase(
            profile: InMemoryProfileRepository(failingLoadsWith: unreadable), ranking: UnimplementedRanking())
        let noCatalog = PickTogetherUseCase(
            profile: InMemoryProfileRepository(you), ranking: MemberRanking([:], failing: offline))

        await #expect(throws: SourceError.profile(unreadable)) {
            try await noProfile.execute(with: [GroupMember(name: "Ana", profile: ana)], you: "You", limit: 10)
        }
        await #expect(throws: SourceError.catalog(offline)) {
            try await noCatalog.execute(with: [GroupMember(name: "Ana", profile: ana)], you: "You", limit: 10)
        }
    }
}
