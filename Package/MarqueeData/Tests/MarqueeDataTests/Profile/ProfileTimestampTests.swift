import Foundation
import Testing

@testable import MarqueeData

@Suite struct ProfileTimestampTests {
    @Test(
        "Dates are written as ISO-8601 UTC with exactly three rounded fractional digits",
        arguments: [
            (1_750_000_000.123, "2025-06-15T15:06:40.123Z"),
            (1_750_000_000.122_999_9, "2025-06-15T15:06:40.123Z"),
            (1_750_000_000.999_6, "2025-06-15T15:06:41.000Z"),
            (0, "1970-01-01T00:00:00.000Z"),
            (-0.001, "1969-12-31T23:59:59.999Z"),
        ]
    )
    func formatting(seconds: Double, expected: String) {
        #expect(ProfileTimestamp.string(from: Date(timeIntervalSince1970: seconds)) == expected)
    }

    @Test(
        "ISO-8601 date-times are read with or without fractions and offsets, rounded to milliseconds",
        arguments: [
            ("2025-06-15T15:06:40.123Z", 1_750_000_000.123),
            ("2025-06-15T15:06:40Z", 1_750_000_000),
            ("2025-06-15T15:06:40.123456Z", 1_750_000_000.123),
            ("2025-06-15T17:06:40.5+02:00", 1_750_000_000.5),
        ]
    )
    func parsing(text: String, seconds: Double) {
        #expect(ProfileTimestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(
        "Text that is not an ISO-8601 date-time is rejected",
        arguments: ["", "yesterday", "2025-06-15", "1750000000"]
    )
    func rejectsNonDates(text: String) {
        #expect(ProfileTimestamp.date(from: text) == nil)
    }

    @Test(
        "Writing, reading and writing a date again gives the same text, so saves never drift",
        arguments: [1_750_000_000.123_456_789, 1_234_567_890.000_499, 1.000_5, 4_102_444_800.999_9]
    )
    func writingIsStable(seconds: Double) throws {
        let text = ProfileTimestamp.string(from: Date(timeIntervalSince1970: seconds))
        let reread = try #require(ProfileTimestamp.date(from: text))
        #expect(ProfileTimestamp.string(from: reread) == text)
        #expect(abs(reread.timeIntervalSince1970 - seconds) <= 0.000_5)
    }
}
