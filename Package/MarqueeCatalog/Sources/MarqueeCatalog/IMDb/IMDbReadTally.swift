import Foundation

/// The share of all the datasets' compressed bytes read, kept under a lock, as two files are read at once.
final class IMDbReadTally: @unchecked Sendable {
    private let sizes: [IMDbDataset: Int]
    private let total: Double
    private var read: [IMDbDataset: Double] = [:]
    private let lock = NSLock()

    /// A tally of files of these sizes.
    init(sizes: [IMDbDataset: Int]) {
        self.sizes = sizes
        total = Double(max(sizes.values.reduce(0, +), 1))
    }

    /// Records how much of one file is read, and returns the share of all of them.
    func share(after dataset: IMDbDataset, read fraction: Double) -> Double {
        lock.withLock {
            read[dataset] = fraction * Double(sizes[dataset] ?? 0)
            return read.values.reduce(0, +) / total
        }
    }
}
