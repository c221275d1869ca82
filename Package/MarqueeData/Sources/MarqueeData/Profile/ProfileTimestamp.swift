import Foundation

/// Converts reaction dates to and from the profile file's ISO-8601 UTC strings with millisecond precision.
///
/// Dates are rounded to whole milliseconds through an integer, never formatted from a fractional
/// `Double` directly: Foundation truncates `.123` stored as `.12299999` to `.122`, which would make a
/// date drift a little on every save.
enum ProfileTimestamp {
    /// 1900-01-01 and 9999-12-31 in milliseconds since 1970: outside them ISO-8601 years or calendars
    /// stop round-tripping, and no reaction is that old or that far away.
    private static let representableMilliseconds: ClosedRange<Int64> = -2_208_988_800_000...253_402_300_799_999

    /// The file's spelling of a date, for example `2025-06-15T20:15:30.123Z`.
    static func string(from date: Date) -> String {
        let milliseconds = self.milliseconds(date)
        let (seconds, remainder) = floorDivision(milliseconds, 1_000)
        let whole = Date.ISO8601FormatStyle().format(Date(timeIntervalSince1970: Double(seconds)))
        let fraction = String(remainder + 1_000).dropFirst()  // zero-padded to three digits
        return "\(whole.dropLast()).\(fraction)Z"
    }

    /// Reads a date written by ``string(from:)``; also accepts no or more fractional digits and offsets.
    /// - Returns: the date rounded to milliseconds, or `nil` when the text is not an ISO-8601 date-time.
    static func date(from string: String) -> Date? {
        guard let parsed = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(string) else {
            return nil
        }
        return Date(timeIntervalSince1970: Double(milliseconds(parsed)) / 1_000)
    }

    private static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1_000).rounded()
        guard value.isFinite else { return value > 0 ? representableMilliseconds.upperBound : 0 }
        let lower = Double(representableMilliseconds.lowerBound)
        let upper = Double(representableMilliseconds.upperBound)
        return Int64(min(max(value, lower), upper))
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }
}
