import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ReactToMovieUseCaseTests {
    private static func useCase(_ store: InMemoryProfileRepository, at date: Date = Moments.second)
        -> ReactToMovieUseCase
    {
        ReactToMovieUseCase(catalog: ArrayCatalog(), profile: store, now: { date })
    }

    private static func outcome(_ movie: Movie, _ before: Set<Reaction>, _ after: Set<Reaction>) -> ReactionOutcome {
        ReactionOutcome(movieID: movie.id, movie: movie, before: before, after: after)
    }

    // MARK: - Failures

    @Test("A new reaction to an unknown film is rejected as catalog notFound and the profile is never touched")
    func unknownFilm() async {
        let useCase = ReactToMovieUseCase(catalog: ArrayCatalog(), profile: UnimplementedProfileRepository())
        let unknown = MovieID("tt0000000")

        for reaction in Reaction.allCases {
            await #expect(throws: SourceError.catalog(.notFound(unknown))) {
                try await useCase.execute(reaction, movieID: unknown)
            }
        }
        await #expect(throws: SourceError.catalog(.notFound(unknown))) {
            try await useCase.restore([.save], movieID: unknown)
        }
    }

    @Test("A catalog outage is reported as a catalog error and the profile is never touched, even for an undo")
    func catalogOutage() async {
        let error = CatalogError.unavailable(reason: "offline")
        let useCase = ReactToMovieUseCase(
            catalog: ArrayCatalog(failingWith: error), profile: UnimplementedProfileRepository())

        await #expect(throws: SourceError.catalog(error)) {
            try await useCase.execute(.save, movieID: Films.matrix.id)
        }
        await #expect(throws: SourceError.catalog(error)) { try await useCase.undo(.save, movieID: Films.matrix.id) }
        await #expect(throws: SourceError.catalog(error)) { try await useCase.restore([], movieID: Films.matrix.id) }
    }

    @Test("A profile that cannot be saved is reported as a profile error")
    func profileFailure() async {
        let error = ProfileError.unwritable(path: "/tmp/profile.json", reason: "Disk full")
        let useCase = ReactToMovieUseCase(catalog: ArrayCatalog(), profile: FailingProfileStore(error: error))

        await #expect(throws: SourceError.profile(error)) {
            try await useCase.execute(.pass, movieID: Films.matrix.id)
        }
        await #expect(throws: SourceError.profile(error)) { try await useCase.undo(.pass, movieID: Films.matrix.id) }
    }

    // MARK: - Reactions

    @Test("Liking then undoing the like round-trips, with before and after reported each time")
    func likeThenUndo() async throws {
        let start = UserProfile(preferredGenres: [.sciFi], hasCompletedOnboarding: true)
        let store = InMemoryProfileRepository(start)
        let useCase = Self.useCase(store)

        let liked = try await useCase.execute(.like, movieID: Films.matrix.id)
        #expect(liked == Self.outcome(Films.matrix, [], [.like]))
        #expect(await store.stored == start.applying(.like, to: Films.matrix, at: Moments.second))

        let undone = try await useCase.undo(.like, movieID: Films.matrix.id)
        #expect(undone == Self.outcome(Films.matrix, [.like], []))
        #expect(await store.stored == start)
        #expect(await store.updateCount == 2)
    }

    @Test("A reaction by a merged film's former id, or to a film liked under it, lands on the film's id alone")
    func formerIDsComeTogether() async throws {
        var oldboy = Films.matrix
        oldboy.formerIDs = [MovieID("ml:27773")]
        let old = MovieID("ml:27773")
        let store = InMemoryProfileRepository(UserProfile(liked: [old: Moments.first], saved: [old: Moments.third]))
        let useCase = ReactToMovieUseCase(catalog: ArrayCatalog([oldboy]), profile: store, now: { Moments.second })

        let saved = try await useCase.execute(.save, movieID: oldboy.id)
        #expect(saved == Self.outcome(oldboy, [.like, .save], [.like, .save]))
        #expect(await store.stored == UserProfile(liked: [oldboy.id: Moments.first], saved: [oldboy.id: Moments.third]))

        let undone = try await useCase.undo(.like, movieID: old)
        #expect(undone == Self.outcome(oldboy, [.like, .save], [.save]))
        #expect(await store.stored == UserProfile(saved: [oldboy.id: Moments.third]))
    }

    @Test("The injected clock dates every stored reaction, and repeating a reaction keeps its first date")
    func clockDatesReactions() async throws {
        let store = InMemoryProfileRepository()

        _ = try await Self.useCase(store, at: Moments.first).execute(.save, movieID: Films.alien.id)
        _ = try await Self.useCase(store, at: Moments.second).execute(.like, movieID: Films.heat.id)
        _ = try await Self.useCase(store, at: Moments.third).execute(.pass, movieID: Films.solaris2002.id)
        let repeated = try await Self.useCase(store, at: Moments.fourth).execute(.save, movieID: Films.alien.id)

        #expect(repeated == Self.outcome(Films.alien, [.save], [.save]))
        #expect(!repeated.changed)
        #expect(
            await store.stored
                == UserProfile(
                    liked: [Films.heat.id: Moments.second],
                    saved: [Films.alien.id: Moments.first],
                    passed: [Films.solaris2002.id: Moments.third]
                )
        )
    }

    @Test("Passing a liked and saved film clears both, and liking a passed film clears the pass")
    func passClearsAndLikeRestores() async throws {
        let store = InMemoryProfileRepository(
            UserProfile.empty.applying(.like, to: Films.godfather).applying(.save, to: Films.godfather))

        let passed = try await Self.useCase(store).execute(.pass, movieID: Films.godfather.id)
        #expect(passed == Self.outcome(Films.godfather, [.like, .save], [.pass]))
        #expect(await store.stored == UserProfile(passed: [Films.godfather.id: Moments.second]))

        let liked = try await Self.useCase(store, at: Moments.third).execute(.like, movieID: Films.godfather.id)
        #expect(liked == Self.outcome(Films.godfather, [.pass], [.like]))
        #expect(await store.stored == UserProfile(liked: [Films.godfather.id: Moments.third]))
    }

    @Test("Undoing a reaction that was never made changes nothing and says so")
    func undoNothing() async throws {
        let start = UserProfile.empty.applying(.save, to: Films.amelie)
        let store = InMemoryProfileRepository(start)

        let outcome = try await Self.useCase(store).undo(.pass, movieID: Films.amelie.id)
        #expect(outcome == Self.outcome(Films.amelie, [.save], [.save]))
        #expect(await store.stored == start)
    }

    @Test("A reaction to a film the catalog no longer has can still be taken back, reported with no movie")
    func undoForLostFilm() async throws {
        let lost = MovieID("tt0000001")
        let store = InMemoryProfileRepository(
            UserProfile(saved: [lost: Moments.first, Films.matrix.id: Moments.second]))

        let outcome = try await Self.useCase(store).undo(.save, movieID: lost)
        #expect(outcome == ReactionOutcome(movieID: lost, movie: nil, before: [.save], after: []))
        #expect(await store.stored == UserProfile(saved: [Films.matrix.id: Moments.second]))

        let cleared = try await Self.useCase(store).restore([], movieID: lost)
        #expect(cleared == ReactionOutcome(movieID: lost, movie: nil, before: [], after: []))
    }

    // MARK: - Restore

    @Test("Restoring the reactions from before a pass puts them back, dated by the clock")
    func restoreUndoesAPass() async throws {
        let start = UserProfile.empty.applying(.like, to: Films.heat).applying(.save, to: Films.heat)
        let store = InMemoryProfileRepository(start)

        let passed = try await Self.useCase(store, at: Moments.second).execute(.pass, movieID: Films.heat.id)
        let restored = try await Self.useCase(store, at: Moments.third).restore(passed.before, movieID: Films.heat.id)

        #expect(restored == Self.outcome(Films.heat, [.pass], [.like, .save]))
        #expect(
            await store.stored
                == UserProfile(liked: [Films.heat.id: Moments.third], saved: [Films.heat.id: Moments.third])
        )
    }

    @Test("Restoring an empty set clears every reaction, and restoring the current set changes nothing")
    func restoreEmptyAndSame() async throws {
        let start = UserProfile.empty.applying(.like, to: Films.totoro).applying(.pass, to: Films.alien)
        let store = InMemoryProfileRepository(start)

        let same = try await Self.useCase(store, at: Moments.fourth).restore([.like], movieID: Films.totoro.id)
        #expect(same == Self.outcome(Films.totoro, [.like], [.like]))
        #expect(await store.stored == start)

        let cleared = try await Self.useCase(store).restore([], movieID: Films.totoro.id)
        #expect(cleared == Self.outcome(Films.totoro, [.like], []))
        #expect(await store.stored == UserProfile.empty.applying(.pass, to: Films.alien))
    }
}
