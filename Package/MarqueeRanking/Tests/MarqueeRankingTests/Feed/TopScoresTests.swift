import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

struct TopScoresTests {
    private static func id(_ number: Int) -> MovieID { MovieID("tt\(String(1_000_000 + number))") }
    private static func hasLaterID(_ lhs: Int, _ rhs: Int) -> Bool { id(lhs) > id(rhs) }

    @Test("TopScores keeps the best capacity entries, best first, exactly as a full sort would", arguments: [1, 7, 40])
    func keepsTheBest(capacity: Int) {
        var generator = SeededGenerator(seed: UInt64(capacity))
        let scores = (0..<500).map { _ in Double(Int.random(in: 0..<200, using: &generator)) / 10 }
        var top = TopScores(capacity: capacity, hasLaterID: Self.hasLaterID)
        for (index, score) in scores.enumerated() { top.offer(index: index, score: score, base: 0) }

        let expected = scores.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
        #expect(top.sorted().map(\.index) == Array(expected.prefix(capacity)))
    }

    @Test(
        "Equal scores keep the lowest ids whatever order they are offered in",
        arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]]
    )
    func tiesAreDeterministic(order: [Int]) {
        var top = TopScores(capacity: 2, hasLaterID: Self.hasLaterID)
        for index in order { top.offer(index: index, score: 5, base: 0) }

        #expect(top.sorted().map(\.index) == [0, 1])
    }

    @Test("Fewer offers than capacity are all kept; a capacity of zero keeps nothing")
    func smallAndEmpty() {
        var roomy = TopScores(capacity: 10, hasLaterID: Self.hasLaterID)
        roomy.offer(index: 0, score: 1, base: 0)
        roomy.offer(index: 1, score: 3, base: 0)
        roomy.offer(index: 2, score: 2, base: 0)
        #expect(roomy.sorted().map(\.index) == [1, 2, 0])

        var none = TopScores(capacity: 0, hasLaterID: Self.hasLaterID)
        none.offer(index: 0, score: 1, base: 0)
        #expect(none.sorted().isEmpty)
    }

    @Test("A better score replaces the worst kept one, and a worse one is ignored")
    func replacesWorst() {
        var top = TopScores(capacity: 2, hasLaterID: Self.hasLaterID)
        top.offer(index: 0, score: 1, base: 0)
        top.offer(index: 1, score: 2, base: 0)
        top.offer(index: 2, score: 0.5, base: 0)
        #expect(top.sorted().map(\.index) == [1, 0])

        top.offer(index: 3, score: 9, base: 0)
        #expect(top.sorted().map(\.index) == [3, 1])
        #expect(top.sorted().map(\.score) == [9, 2])
    }
}

extension TopScoresTests {
    @Test("Ties fall to the earlier id even when rows are not in id order")
    func tiesFollowIDsNotRows() {
        let ids = [MovieID("tt3"), MovieID("tt1"), MovieID("tt2")]
        var top = TopScores(capacity: 2) { ids[$0] > ids[$1] }
        for index in ids.indices { top.offer(index: index, score: 5, base: 5) }
        #expect(top.sorted().map(\.index) == [1, 2])
    }
}
