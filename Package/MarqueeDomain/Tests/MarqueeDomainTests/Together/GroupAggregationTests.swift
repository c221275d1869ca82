import MarqueeDomain
import Testing

struct GroupAggregationTests {
    @Test("Averaging ranks by the members' mean satisfaction, so one member's favourite can beat a shared film")
    func average() {
        let satisfaction: [[Double]] = [[1.0, 0.3], [0.6, 0.6], [0.9, 0.0]]

        #expect(GroupAggregation.average.order(satisfaction, limit: 3) == [0, 1, 2])
    }

    @Test("Least misery ranks by the least satisfied member, so the film both members like comes first")
    func leastMisery() {
        let satisfaction: [[Double]] = [[1.0, 0.3], [0.6, 0.6], [0.9, 0.0]]

        #expect(GroupAggregation.leastMisery.order(satisfaction, limit: 3) == [1, 0, 2])
    }

    @Test("A film one member does not rank at all loses to a film everyone likes, with every policy")
    func hatedFilmLoses() {
        let satisfaction: [[Double]] = [[1.0, 0.0], [0.7, 0.8]]

        for aggregation in GroupAggregation.allCases {
            #expect(aggregation.order(satisfaction, limit: 2) == [1, 0], "\(aggregation)")
        }
    }

    @Test("Fair picking turns to the member the list has served least: averaging gives the second member nothing")
    func fairLiftsTheWorstServed() {
        // Three films only the first member ranks, and one only the second ranks, a little lower.
        let satisfaction: [[Double]] = [[1.0, 0.0], [1.0, 0.0], [1.0, 0.0], [0.0, 0.6]]

        #expect(GroupAggregation.average.order(satisfaction, limit: 3) == [0, 1, 2])
        #expect(GroupAggregation.leastMisery.order(satisfaction, limit: 3) == [0, 1, 2])
        #expect(GroupAggregation.fair.order(satisfaction, limit: 3) == [0, 3, 1])
    }

    @Test("Equal candidates keep the order they came in, with every policy")
    func tiesKeepInputOrder() {
        let satisfaction: [[Double]] = [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]

        for aggregation in GroupAggregation.allCases {
            #expect(aggregation.order(satisfaction, limit: 4) == [0, 1, 2, 3], "\(aggregation)")
        }
    }

    @Test("The limit cuts the list, a limit past the candidates returns them all, and nothing gives nothing")
    func limitsAndEmptyInputs() {
        let satisfaction: [[Double]] = [[0.2, 0.2], [0.9, 0.8], [0.5, 0.6]]

        for aggregation in GroupAggregation.allCases {
            #expect(aggregation.order(satisfaction, limit: 1) == [1], "\(aggregation)")
            #expect(aggregation.order(satisfaction, limit: 10) == [1, 2, 0], "\(aggregation)")
            #expect(aggregation.order(satisfaction, limit: 0) == [], "\(aggregation)")
            #expect(aggregation.order([], limit: 10) == [], "\(aggregation)")
        }
    }
}
