import Foundation

/// A cached answer read back from disk, with when it was fetched.
struct DiskCacheEntry<Payload: Sendable>: Sendable {
    /// The answer.
    let payload: Payload
    /// When it was fetched from the network.
    let savedAt: Date
}

extension DiskCacheEntry: Equatable where Payload: Equatable {}
