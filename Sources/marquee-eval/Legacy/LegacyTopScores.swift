// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/TopScores.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Keeps the best `capacity` scores seen so far, in O(n log capacity) for n offers.
///
/// Sorting a million-film catalog to take the top 40 wastes most of the work; a bounded
/// min-heap keeps only what can still make the cut.
struct LegacyTopScores {
    struct Entry {
        let index: Int
        let score: Double
        let base: Double
        let id: MovieID
    }

    let capacity: Int
    private var heap: [Entry] = []

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    /// Considers one film; it is kept only if it beats the worst one kept.
    mutating func offer(index: Int, score: Double, base: Double, id: MovieID) {
        let entry = Entry(index: index, score: score, base: base, id: id)
        if heap.count < capacity {
            heap.append(entry)
            siftUp(heap.count - 1)
        } else if let worst = heap.first, Self.isWorse(worst, than: entry) {
            heap[0] = entry
            siftDown(0)
        }
    }

    /// The kept entries, best first; equal scores go to the higher-rated film, then to id order.
    func sorted() -> [Entry] {
        heap.sorted { Self.isWorse($1, than: $0) }
    }

    private static func isWorse(_ lhs: Entry, than rhs: Entry) -> Bool {
        if lhs.score != rhs.score { return lhs.score < rhs.score }
        if lhs.base != rhs.base { return lhs.base < rhs.base }
        return lhs.id > rhs.id
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.isWorse(heap[child], than: heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = parent * 2 + 1
            let right = left + 1
            var worst = parent
            if left < heap.count, Self.isWorse(heap[left], than: heap[worst]) { worst = left }
            if right < heap.count, Self.isWorse(heap[right], than: heap[worst]) { worst = right }
            if worst == parent { return }
            heap.swapAt(parent, worst)
            parent = worst
        }
    }
}
