import Foundation

/// Fixed instants for reaction dates, so stored profiles can be compared whole.
public enum Moments {
    /// The first instant.
    public static let first = Date(timeIntervalSince1970: 1_700_000_000)
    /// Ten minutes after the first.
    public static let second = Date(timeIntervalSince1970: 1_700_000_600)
    /// Twenty minutes after the first.
    public static let third = Date(timeIntervalSince1970: 1_700_001_200)
    /// Thirty minutes after the first.
    public static let fourth = Date(timeIntervalSince1970: 1_700_001_800)
}
