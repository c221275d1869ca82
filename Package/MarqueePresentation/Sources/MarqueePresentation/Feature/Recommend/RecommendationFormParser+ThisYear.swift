import Foundation
import MarqueeDomain

extension RecommendationFormParser {
    /// This year in UTC: the form accepts years up to the next one.
    public static var thisYear: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.component(.year, from: Date())
    }
}
