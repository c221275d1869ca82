import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// One row of Kino's reaction rules: the film's reactions before, what the user does, and what is left.
///
/// `kept` reactions must still carry their original date (`Moments.first`); `added` ones carry the new date.
struct ReactionRule: Sendable, CustomTestStringConvertible {
    let start: Set<Reaction>
    let action: Action
    let kept: Set<Reaction>
    let added: Set<Reaction>

    enum Action: Sendable {
        case apply(Reaction)
        case undo(Reaction)
    }

    var testDescription: String {
        let names = { (set: Set<Reaction>) in set.map(\.rawValue).sorted().joined(separator: "+") }
        return "[\(names(start))] \(action) -> kept [\(names(kept))], added [\(names(added))]"
    }
}

struct UserProfileTests {
    private static let film = MovieID("tt0133093")
    private static let bystander = MovieID("tt0468569")

    /// A profile with `reactions` on the film at `Moments.first`, and a bystander film liked, saved and passed.
    private static func profile(_ reactions: Set<Reaction>, dated date: Date = Moments.first) -> UserProfile {
        var profile = UserProfile(
            preferredGenres: [.sciFi],
            liked: [bystander: Moments.fourth],
            saved: [bystander: Moments.fourth],
            passed: [bystander: Moments.fourth],
            hasCompletedOnboarding: true
        )
        for reaction in reactions {
            switch reaction {
            case .like: profile.liked[film] = date
            case .save: profile.saved[film] = date
            case .pass: profile.passed[film] = date
            }
        }
        return profile
    }

    @Test(
        "Apply and undo follow Kino's rules and leave other films and repeated reactions' dates alone",
        arguments: [
            ReactionRule(start: [], action: .apply(.like), kept: [], added: [.like]),
            ReactionRule(start: [], action: .apply(.save), kept: [], added: [.save]),
            ReactionRule(start: [], action: .apply(.pass), kept: [], added: [.pass]),
            ReactionRule(start: [.pass], action: .apply(.like), kept: [], added: [.like]),
            ReactionRule(start: [.pass], action: .apply(.save), kept: [], added: [.save]),
            ReactionRule(start: [.like], action: .apply(.save), kept: [.like], added: [.save]),
            ReactionRule(start: [.save], action: .apply(.like), kept: [.save], added: [.like]),
            ReactionRule(start: [.like], action: .apply(.pass), kept: [], added: [.pass]),
            ReactionRule(start: [.save], action: .apply(.pass), kept: [], added: [.pass]),
            ReactionRule(start: [.like, .save], action: .apply(.pass), kept: [], added: [.pass]),
            ReactionRule(start: [.like], action: .apply(.like), kept: [.like], added: []),
            ReactionRule(start: [.save], action: .apply(.save), kept: [.save], added: []),
            ReactionRule(start: [.pass], action: .apply(.pass), kept: [.pass], added: []),
            ReactionRule(start: [.like, .save], action: .apply(.like), kept: [.like, .save], added: []),
            ReactionRule(start: [.like], action: .undo(.like), kept: [], added: []),
            ReactionRule(start: [.like, .save], action: .undo(.like), kept: [.save], added: []),
            ReactionRule(start: [.like, .save], action: .undo(.save), kept: [.like], added: []),
            ReactionRule(start: [.pass], action: .undo(.pass), kept: [], added: []),
            ReactionRule(start: [], action: .undo(.like), kept: [], added: []),
            ReactionRule(start: [.pass], action: .undo(.like), kept: [.pass], added: []),
            ReactionRule(start: [.like], action: .undo(.pass), kept: [.like], added: []),
        ]
    )
    func reactionRules(rule: ReactionRule) {
        var profile = Self.profile(rule.start)
        switch rule.action {
        case .apply(let reaction): profile.apply(reaction, to: Self.film, at: Moments.second)
        case .undo(let reaction): profile.undo(reaction, to: Self.film)
        }

        var expected = Self.profile(rule.kept)
        for reaction in rule.added {
            switch reaction {
            case .like: expected.liked[Self.film] = Moments.second
            case .save: expected.saved[Self.film] = Moments.second
            case .pass: expected.passed[Self.film] = Moments.second
            }
        }
        #expect(profile == expected)
        #expect(profile.reactions(to: Self.film) == rule.kept.union(rule.added))
    }

    @Test("reactions(to:) reports every recorded reaction and nothing for an unknown film")
    func reportsReactions() {
        let profile = Self.profile([.like, .save])

        #expect(profile.reactions(to: Self.film) == [.like, .save])
        #expect(profile.reactions(to: Self.bystander) == [.like, .save, .pass])
        #expect(profile.reactions(to: MovieID("tt0000000")) == [])
    }

    @Test("The saved shelf is newest first, and films saved at the same moment fall back to id order")
    func savedNewestFirst() {
        let profile = UserProfile(saved: [
            MovieID("tt0000004"): Moments.second,
            MovieID("tt0000003"): Moments.fourth,
            MovieID("tt0000001"): Moments.fourth,
            MovieID("tt0000002"): Moments.first,
            MovieID("tt0000005"): Moments.third,
        ])

        #expect(
            profile.savedNewestFirst
                == ["tt0000001", "tt0000003", "tt0000005", "tt0000004", "tt0000002"].map(MovieID.init(rawValue:))
        )
    }

    @Test("A new profile is empty and has not been onboarded")
    func emptyProfile() {
        #expect(UserProfile() == .empty)
        #expect(
            UserProfile.empty
                == UserProfile(preferredGenres: [], liked: [:], saved: [:], passed: [:], hasCompletedOnboarding: false)
        )
        #expect(UserProfile.empty.savedNewestFirst.isEmpty)
    }

    @Test("A reaction outcome counts as a change only when the reactions differ")
    func outcomeChanged() {
        let id = Films.matrix.id
        #expect(ReactionOutcome(movieID: id, movie: Films.matrix, before: [], after: [.like]).changed)
        #expect(ReactionOutcome(movieID: id, movie: nil, before: [.like, .save], after: [.pass]).changed)
        #expect(!ReactionOutcome(movieID: id, movie: Films.matrix, before: [.like], after: [.like]).changed)
    }

    @Test("Movie ids order by raw text and print as typed")
    func movieIDs() {
        #expect(MovieID("tt0068646") < MovieID("tt0133093"))
        #expect(MovieID("tt0133093") == MovieID(rawValue: "tt0133093"))
        #expect(MovieID("tt0133093").description == "tt0133093")
    }
}
