import MarqueeDomain

/// How a request's words were read, in the user's own words: "Read "traurig" as Drama; "silent" as 1902–1929".
public struct AskInterpretationText {
    /// The language.
    public let l10n: Localizer

    /// Creates the value from its parts.
    public init(l10n: Localizer) { self.l10n = l10n }

    /// One reading: `"sad" as Drama`, `"zombies" as titles without it`.
    public func text(_ interpretation: AskInterpretation) -> String {
        switch interpretation.reading {
        case .mood(let mood, _):
            l10n(.askReadAs, interpretation.typed, mood.genres.map { l10n.genre($0) }.joined(separator: " / "))
        case .years(let years):
            l10n(.askReadAs, interpretation.typed, "\(years.lowerBound)–\(years.upperBound)")
        case .titleWithout:
            l10n(.askReadAsTitleWithout, interpretation.typed)
        case .acclaim:
            l10n(.askReadAsAcclaim, interpretation.typed)
        case .popularity(.wellKnown):
            l10n(.askReadAsWellKnown, interpretation.typed)
        case .popularity(.littleKnown):
            l10n(.askReadAsLittleKnown, interpretation.typed)
        case .oscars:
            l10n(.askReadAsOscars, interpretation.typed)
        }
    }

    /// The line the offline answer shows, or `nil` when no word was read as something else.
    public func line(_ answer: AskAnswer) -> String? {
        let readings = answer.criteria.interpretations
        guard !readings.isEmpty else { return nil }
        return l10n(.askInterpreted, readings.map(text).joined(separator: "; "))
    }

    /// The stable kind of a reading in `--json`.
    public static func kind(_ interpretation: AskInterpretation) -> String {
        switch interpretation.reading {
        case .mood: "genres"
        case .years: "years"
        case .titleWithout: "titleWithout"
        case .acclaim: "acclaim"
        case .popularity: "popularity"
        case .oscars: "oscars"
        }
    }
}
