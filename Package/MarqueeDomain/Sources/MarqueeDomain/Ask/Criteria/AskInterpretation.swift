/// A word of the request read as something the catalog can answer rather than taken literally: "sad" read as
/// Drama, "silent" as films from before 1930, "without zombies" as titles without "zombie".
public struct AskInterpretation: Hashable, Sendable {
    /// What the word was read as.
    public enum Reading: Hashable, Sendable {
        /// A mood word read as genres that lift matching films; `wanted` genres are also required ("scary").
        case mood(AskMood, wanted: GenreSet)
        /// A word read as release years ("silent", "black and white"): the catalog has no sound or colour field.
        case years(ClosedRange<Int>)
        /// Negated words read as words a title must not contain: the catalog knows no plot keywords.
        case titleWithout([String])
        /// Praise ("best", "great", "acclaimed") read as ranking the best-rated first.
        case acclaim
        /// "popular", "underrated" read as how many ratings a film has (``AskPopularity``).
        case popularity(AskPopularity)
        /// "award-winning" read as films that won an Oscar: the catalog knows no other award.
        case oscars
    }

    /// The words as the user typed them, for example `traurig` or `zombies`.
    public let typed: String
    /// What they were read as.
    public let reading: Reading

    /// Creates an interpretation.
    public init(typed: String, reading: Reading) {
        self.typed = typed
        self.reading = reading
    }
}

extension AskInterpretation {
    /// The criteria as they would be without this reading, to tell whether it changed the picks.
    public func leftOut(of criteria: AskCriteria) -> AskCriteria {
        var without = criteria
        without.interpretations.removeAll { $0 == self }
        switch reading {
        case .mood(let mood, let wanted):
            without.moods.removeAll { $0 == mood }
            if !wanted.isEmpty, let index = without.wantedGenres.firstIndex(of: wanted) {
                without.wantedGenres.remove(at: index)
            }
        case .years:
            without.years = nil
        case .titleWithout(let words):
            without.excludedTitleWords.removeAll { $0 == words }
        case .acclaim:
            without.favorsAcclaim = false
        case .popularity:
            without.popularity = nil
        case .oscars:
            without.wonOscar = false
        }
        return without
    }
}
