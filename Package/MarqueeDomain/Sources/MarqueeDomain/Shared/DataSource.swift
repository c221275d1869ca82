import Foundation

/// Where an answer came from, so every screen can label it: live, cached (with its age), or bundled.
public enum DataSource: Hashable, Sendable {
    /// Fetched from the network just now.
    case live
    /// Served from the disk cache; `savedAt` is when it was fetched, so screens can say "from 3 days ago".
    case cached(savedAt: Date)
    /// Taken from the catalog compiled into Marquee.
    case bundled
}
