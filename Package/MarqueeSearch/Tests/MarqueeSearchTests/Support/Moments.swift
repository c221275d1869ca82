import Foundation

@testable import MarqueeRanking
@testable import MarqueeSearch

/// Fixed instants for reaction dates, so stored profiles can be compared whole.
enum Moments {
    static let first = Date(timeIntervalSince1970: 1_700_000_000)
    static let second = Date(timeIntervalSince1970: 1_700_000_600)
    static let third = Date(timeIntervalSince1970: 1_700_001_200)
    static let fourth = Date(timeIntervalSince1970: 1_700_001_800)
}
