import Foundation

/// Everything Marquee knows about one user's taste.
public struct UserProfile: Hashable, Sendable {
    /// The genres picked during onboarding.
    public var preferredGenres: GenreSet
    /// Liked films, with when each was liked.
    public var liked: [MovieID: Date]
    /// Saved films, with when each was saved.
    public var saved: [MovieID: Date]
    /// Passed films, with when each was passed.
    public var passed: [MovieID: Date]
    /// Whether the user has picked genres at least once.
    public var hasCompletedOnboarding: Bool
    /// Title and year of reacted films the bundled catalog lacks (store films), so the shelf can name them.
    public var snapshots: [MovieID: MovieSnapshot]

    /// Creates a profile; the default is a brand-new user.
    public init(
        preferredGenres: GenreSet = [],
        liked: [MovieID: Date] = [:],
        saved: [MovieID: Date] = [:],
        passed: [MovieID: Date] = [:],
        hasCompletedOnboarding: Bool = false,
        snapshots: [MovieID: MovieSnapshot] = [:]
    ) {
        self.preferredGenres = preferredGenres
        self.liked = liked
        self.saved = saved
        self.passed = passed
        self.hasCompletedOnboarding = hasCompletedOnboarding
        self.snapshots = snapshots
    }

    /// A profile with nothing in it: the state of a first run.
    public static let empty = UserProfile()

    /// The reactions currently recorded for a film.
    public func reactions(to id: MovieID) -> Set<Reaction> {
        var result: Set<Reaction> = []
        if liked[id] != nil { result.insert(.like) }
        if saved[id] != nil { result.insert(.save) }
        if passed[id] != nil { result.insert(.pass) }
        return result
    }

    /// Records a reaction, following Kino's rules.
    ///
    /// Like and save clear an earlier pass; a pass clears like and save. Repeating a reaction
    /// keeps its original date, so the saved shelf order does not jump around.
    public mutating func apply(_ reaction: Reaction, to id: MovieID, at date: Date) {
        switch reaction {
        case .like:
            passed[id] = nil
            if liked[id] == nil { liked[id] = date }
        case .save:
            passed[id] = nil
            if saved[id] == nil { saved[id] = date }
        case .pass:
            liked[id] = nil
            saved[id] = nil
            if passed[id] == nil { passed[id] = date }
        }
    }

    /// Takes a reaction back; taking back one that was never made changes nothing.
    public mutating func undo(_ reaction: Reaction, to id: MovieID) {
        switch reaction {
        case .like: liked[id] = nil
        case .save: saved[id] = nil
        case .pass: passed[id] = nil
        }
        if reactions(to: id).isEmpty { snapshots[id] = nil }
    }

    /// Moves a film's reactions from its former ids (`Movie/formerIDs`) to its id, each with its earliest date.
    public mutating func adopt(_ formerIDs: [MovieID], as id: MovieID) {
        for old in formerIDs where old != id {
            for keyPath in [\UserProfile.liked, \UserProfile.saved, \UserProfile.passed] {
                if let date = self[keyPath: keyPath].removeValue(forKey: old) {
                    self[keyPath: keyPath][id] = min(self[keyPath: keyPath][id] ?? date, date)
                }
            }
            if let snapshot = snapshots.removeValue(forKey: old), snapshots[id] == nil { snapshots[id] = snapshot }
        }
    }

    /// Saved film ids, newest first; ties fall back to id order so the shelf is stable.
    public var savedNewestFirst: [MovieID] {
        saved.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }
}
