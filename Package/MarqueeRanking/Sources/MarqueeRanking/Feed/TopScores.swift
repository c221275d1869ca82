import MarqueeDomain

/// Keeps the best `capacity` scores seen so far, in O(n log capacity) for n offers.
///
/// Sorting a million-film catalog to take the top 40 wastes most of the work; a bounded
/// min-heap keeps only what can still make the cut. Ties fall to the film with the later id, which is asked
/// for only on a tie, so the loop over every film never builds an id.
struct TopScores {
    struct Entry {
        let index: Int
        let score: Double
        let base: Double
    }

    let capacity: Int
    private var heap: [Entry] = []
    private let hasLaterID: (Int, Int) -> Bool

    /// - Parameters:
    ///   - capacity: how many entries to keep.
    ///   - hasLaterID: whether the film at the first index has a later id than the film at the second.
    init(capacity: Int, hasLaterID: @escaping (Int, Int) -> Bool) {
        self.capacity = capacity
        self.hasLaterID = hasLaterID
        heap.reserveCapacity(capacity)
    }

    /// The worst score kept once the pool is full: a film scoring below it is never kept.
    var worstKept: Double? { heap.count < capacity ? nil : heap.first?.score }

    /// Considers one film; it is kept only if it beats the worst one kept.
    mutating func offer(index: Int, score: Double, base: Double) {
        let entry = Entry(index: index, score: score, base: base)
        if heap.count < capacity {
            heap.append(entry)
            siftUp(heap.count - 1)
        } else if let worst = heap.first, isWorse(worst, than: entry) {
            heap[0] = entry
            siftDown(0)
        }
    }

    /// The kept entries, best first; equal scores go to the higher-rated film, then to id order.
    func sorted() -> [Entry] {
        heap.sorted { isWorse($1, than: $0) }
    }

    private func isWorse(_ lhs: Entry, than rhs: Entry) -> Bool {
        if lhs.score != rhs.score { return lhs.score < rhs.score }
        if lhs.base != rhs.base { return lhs.base < rhs.base }
        return hasLaterID(lhs.index, rhs.index)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isWorse(heap[child], than: heap[parent]) else { return }
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
            if left < heap.count, isWorse(heap[left], than: heap[worst]) { worst = left }
            if right < heap.count, isWorse(heap[right], than: heap[worst]) { worst = right }
            if worst == parent { return }
            heap.swapAt(parent, worst)
            parent = worst
        }
    }
}
