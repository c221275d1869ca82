import Foundation

/// One cache file: the payload with its key, when it was fetched, and the format version.
///
/// The key is stored so that two keys that sanitise to the same file name can never serve each other's
/// answers. Dates use Foundation's own representation, so `savedAt` reads back to the exact same `Date`.
struct DiskCacheEnvelope<Payload: Codable & Sendable>: Codable, Sendable {
    /// The version this build writes; any other version reads as a miss and is replaced on the next success.
    static var currentVersion: Int { 1 }

    /// The file format version.
    var version: Int
    /// The cache key, exactly as given.
    var key: String
    /// When the payload was fetched from the network.
    var savedAt: Date
    /// The cached answer.
    var payload: Payload
}
