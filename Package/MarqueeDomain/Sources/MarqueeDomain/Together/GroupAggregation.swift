import Foundation

/// How the members' own rankings become one list: the policy a group pick follows.
public enum GroupAggregation: String, CaseIterable, Sendable {
    /// The mean satisfaction: best for the group on average, but it can leave one member out every time.
    case average
    /// The lowest satisfaction: nobody is unhappy, but one fussy member decides everything.
    case leastMisery
    /// Greedy proportional fairness: each pick maximises the sum of log gains, so the least-served member counts most.
    case fair

    /// The order in which to show candidates.
    /// - Parameters:
    ///   - satisfaction: `satisfaction[candidate][member]`, each from 0 to 1.
    ///   - limit: how many to return.
    /// - Returns: indexes into `satisfaction`, best first; ties keep the input order.
    public func order(_ satisfaction: [[Double]], limit: Int) -> [Int] {
        let count = min(limit, satisfaction.count)
        switch self {
        case .average: return ranked(satisfaction, count) { $0.reduce(0, +) / Double(max($0.count, 1)) }
        case .leastMisery: return ranked(satisfaction, count) { $0.min() ?? 0 }
        case .fair: return greedilyFair(satisfaction, count)
        }
    }

    private func ranked(_ satisfaction: [[Double]], _ count: Int, by value: ([Double]) -> Double) -> [Int] {
        let values = satisfaction.map(value)
        return Array(values.indices.sorted { (values[$1], $0) < (values[$0], $1) }.prefix(count))
    }

    private func greedilyFair(_ satisfaction: [[Double]], _ count: Int) -> [Int] {
        // The floor keeps a member with nothing yet from making every candidate worth infinitely much.
        let floor = 0.2
        var gained = [Double](repeating: 0, count: satisfaction.first?.count ?? 0)
        var left = Array(satisfaction.indices)
        var order: [Int] = []
        while order.count < count, !left.isEmpty {
            let gains = left.map { candidate in
                gained.indices.reduce(0.0) { sum, member in
                    sum + (log(floor + gained[member] + satisfaction[candidate][member]) - log(floor + gained[member]))
                }
            }
            let chosen = left.remove(at: gains.firstIndex(of: gains.max() ?? 0) ?? 0)
            for member in gained.indices { gained[member] += satisfaction[chosen][member] }
            order.append(chosen)
        }
        return order
    }
}
