import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeRanking

/// Scripts/eval's group mode: synthetic groups of held-out users picked for by `PickTogetherUseCase`, the app's
/// use case, over the same engine the feed ranks with.
enum EvalGroups {
    /// The pools whose own picks are written beside the groups', for the tuning grid Scripts/eval replays in
    /// Python (datakit/groups.py) without rebuilding: `MARQUEE_EVAL_POOLS` ("50,100,200"), else 200.
    static var pools: [Int] {
        let text = ProcessInfo.processInfo.environment["MARQUEE_EVAL_POOLS"] ?? "200"
        return text.split(separator: ",").compactMap { Int($0) }
    }

    /// Reads `group<TAB>user,user,…`, picks for every group with each aggregation, and returns the output:
    /// `aggregation<TAB>group<TAB>top-10 ids (,)<TAB>1 when tastes diverge, else 0`, then
    /// `own:pool<TAB>user<TAB>top ids (,)` and `score:pool<TAB>user<TAB>their engine scores (,)` for every member
    /// and pool: the feed the use case ranks them by, and the scores that averaging members' scores would read; then
    /// `union:pool<TAB>group<TAB>top ids (,)` for every group and pool: the feed for all its members' reactions.
    static func execute(path: String, users: [HeldOutUser], films: [Movie]) async throws(EvalError) -> String {
        let byName = Dictionary(users.map { ($0.name, $0) }) { first, _ in first }
        var groups: [(name: String, members: [GroupMember])] = []
        for (number, line) in try EvalFile.lines(path) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty else {
                throw .malformed(path: path, line: number, reason: "expected group<TAB>users")
            }
            var members: [GroupMember] = []
            for name in fields[1].split(separator: ",") {
                guard let user = byName[String(name)] else {
                    throw .malformed(path: path, line: number, reason: "\(name) is not in the profiles")
                }
                members.append(GroupMember(name: user.name, profile: user.profile))
            }
            groups.append((String(fields[0]), members))
        }
        let ranking = CachedRanking(TableRanking(movies: films, weights: EvalWeights.fromEnvironment()))
        var output = ""
        for aggregation in GroupAggregation.allCases {
            let useCase = PickTogetherUseCase(
                profile: InMemoryProfileRepository(), ranking: ranking, aggregation: aggregation)
            for group in groups {
                let picks: GroupPicks
                do { picks = try await useCase.picks(for: group.members, limit: EvalRanker.limit) } catch {
                    throw .catalog("\(error)")
                }
                let ids = picks.picks.map(\.movie.id.rawValue).joined(separator: ",")
                output += "\(aggregation.rawValue)\t\(group.name)\t\(ids)\t\(picks.tastesDiverge ? 1 : 0)\n"
            }
        }
        var written: Set<String> = []
        for member in groups.flatMap(\.members) where written.insert(member.name).inserted {
            for pool in pools {
                output += try await line(member.name, ranking, member.profile, pool, scored: true)
            }
        }
        for group in groups {
            let profile = PickTogetherUseCase.union(group.members)
            for pool in pools { output += try await line(group.name, ranking, profile, pool) }
        }
        return output
    }

    /// `union:pool<TAB>name<TAB>ids (,)` of `profile`'s feed of `pool`; when `scored`, a member's `own:` line and
    /// its `score:` line instead.
    private static func line(
        _ name: String, _ ranking: any FeedRanking, _ profile: UserProfile, _ pool: Int, scored: Bool = false
    ) async throws(EvalError) -> String {
        let own: [Recommendation]
        do { own = try await ranking.feed(for: profile, limit: pool, genre: nil) } catch {
            throw .catalog("\(error)")
        }
        let ids = own.map(\.movie.id.rawValue).joined(separator: ",")
        guard scored else { return "union:\(pool)\t\(name)\t\(ids)\n" }
        let scores = own.map { String(format: "%.6f", $0.score) }.joined(separator: ",")
        return "own:\(pool)\t\(name)\t\(ids)\nscore:\(pool)\t\(name)\t\(scores)\n"
    }
}
