import Foundation
import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// One held-out user as the feed sees them: the 80% of their 4-star-or-better ratings as likes,
/// their ratings of 2 stars or less as passes.
struct HeldOutUser {
    /// The dataset's user id, echoed in the output.
    let name: String
    /// The profile the feed ranks for; onboarding done, preferred genres only when the file names them, nothing saved.
    let profile: UserProfile

    /// Parses `user<TAB>liked ids<TAB>passed ids`, one user per line, checking every id against the catalog; an
    /// optional fourth field names the onboarding genres (the cold-start table's k = 0 with onboarding).
    static func read(path: String, known: Set<MovieID>) throws(EvalError) -> [HeldOutUser] {
        var users: [HeldOutUser] = []
        for (number, line) in try EvalFile.lines(path) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard (3...4).contains(fields.count), !fields[0].isEmpty else {
                throw .malformed(path: path, line: number, reason: "expected user<TAB>likes<TAB>passes[<TAB>genres]")
            }
            var profile = UserProfile(hasCompletedOnboarding: true)
            for name in fields.count == 4 ? fields[3].split(separator: ",") : [] {
                guard let genre = Genre.parse(String(name)) else {
                    throw .malformed(path: path, line: number, reason: "\(name) is not a genre")
                }
                profile.preferredGenres.insert(genre)
            }
            // One fixed date: reaction order does not enter the ranking, and the output must be reproducible.
            let date = Date(timeIntervalSince1970: 0)
            for (reaction, field) in [(Reaction.like, fields[1]), (.pass, fields[2])] {
                for raw in field.split(separator: ",") {
                    let id = MovieID(String(raw))
                    guard known.contains(id) else { throw .unknownFilm(path: path, line: number, id: id.rawValue) }
                    guard profile.reactions(to: id).isEmpty else {
                        throw .malformed(path: path, line: number, reason: "\(id) is both liked and passed")
                    }
                    profile.apply(reaction, to: id, at: date)
                }
            }
            users.append(HeldOutUser(name: String(fields[0]), profile: profile))
        }
        return users
    }
}
