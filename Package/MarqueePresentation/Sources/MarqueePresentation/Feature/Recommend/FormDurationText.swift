import MarqueeDomain

/// Reads the free text of the duration field: a bare number of minutes, hours and minutes, or seasons.
///
/// The text is split into number–unit pairs (`1h 30m`, `1 hour 30 minutes`, `90min`, `2 Seasons`).
/// Hours must come before minutes, each at most once, and seasons stand alone. Anything else is unreadable,
/// rather than guessed at: the seed's backend read "2 Seasons" as 20 minutes.
enum FormDurationText {
    private enum Unit {
        case hours, minutes, seasons
    }

    private static let units: [String: Unit] = [
        "h": .hours, "hr": .hours, "hrs": .hours, "hour": .hours, "hours": .hours,
        "m": .minutes, "min": .minutes, "mins": .minutes, "minute": .minutes, "minutes": .minutes,
        "season": .seasons, "seasons": .seasons,
    ]

    /// The duration, or `nil` when the text is not one of the accepted shapes.
    static func parse(_ text: String) -> FormDuration? {
        guard let pairs = pairs(in: text.lowercased()), !pairs.isEmpty else { return nil }
        if pairs.count == 1, pairs[0].unit == nil { return .minutes(pairs[0].number) }
        var hours: Int?
        var minutes: Int?
        for (number, unit) in pairs {
            switch unit {
            case .seasons?: return pairs.count == 1 ? .seasons(number) : nil
            case .hours? where hours == nil && minutes == nil: hours = number
            case .minutes? where minutes == nil: minutes = number
            default: return nil
            }
        }
        let (total, overflow) = (hours ?? 0).multipliedReportingOverflow(by: 60)
        guard !overflow else { return nil }
        return .minutes(total &+ (minutes ?? 0))
    }

    /// Number–unit pairs; `nil` when a character or word does not fit that pattern.
    private static func pairs(in text: String) -> [(number: Int, unit: Unit?)]? {
        var pairs: [(number: Int, unit: Unit?)] = []
        var index = text.startIndex
        func skipSeparators() {
            while index < text.endIndex, text[index].isWhitespace || text[index] == "," {
                index = text.index(after: index)
            }
        }
        skipSeparators()
        while index < text.endIndex {
            let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
            // Five digits is already far beyond any accepted value; more would only risk overflow.
            guard !digits.isEmpty, digits.count <= 5, let number = Int(digits) else { return nil }
            index = digits.endIndex
            skipSeparators()
            let word = text[index...].prefix { $0.isLetter }
            var unit: Unit?
            if !word.isEmpty {
                guard let known = units[String(word)] else { return nil }
                unit = known
                index = word.endIndex
            }
            pairs.append((number, unit))
            skipSeparators()
        }
        return pairs
    }
}
