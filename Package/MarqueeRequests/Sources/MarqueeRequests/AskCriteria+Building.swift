import MarqueeDomain

/// The edits the parser makes, each merging with what earlier words said.
extension AskCriteria {
    /// Adds genre requirements, skipping any already present.
    mutating func want(_ groups: [GenreSet]) {
        for group in groups where !group.isEmpty && !wantedGenres.contains(group) { wantedGenres.append(group) }
    }

    /// Turns away from a genre; an exclusion is never weakened to "milder".
    mutating func avoid(_ genre: Genre, _ strength: GenreAvoidance) {
        if avoidedGenres[genre] == .exclude { return }
        avoidedGenres[genre] = strength
    }

    /// Narrows the years; a range that does not overlap the current one replaces it (the later words win).
    mutating func restrictYears(to range: ClosedRange<Int>) {
        guard let current = years, current.overlaps(range) else {
            years = range
            return
        }
        years = max(current.lowerBound, range.lowerBound)...min(current.upperBound, range.upperBound)
    }

    /// Adds a mood once.
    mutating func add(_ mood: AskMood) {
        if !moods.contains(where: { $0.word == mood.word }) { moods.append(mood) }
    }

    /// Adds a person once.
    mutating func add(_ person: PersonMention) {
        if !people.contains(person) { people.append(person) }
    }

    /// Widens the origin: "French or Italian films" accepts either.
    mutating func add(_ other: AskOrigin) {
        var merged = origin ?? AskOrigin()
        merged.languages.formUnion(other.languages)
        merged.countries.formUnion(other.countries)
        origin = merged
    }

    /// Lowers the rating ceiling; it never rises again.
    mutating func cap(at rating: ContentRating) {
        guard let current = maximumRating, let currentLevel = current.maturity, let level = rating.maturity else {
            maximumRating = rating
            return
        }
        if level < currentLevel { maximumRating = rating }
    }

    /// Records how many picks were asked for, capped at `maximumCount`.
    mutating func ask(for number: Int) {
        count = min(max(number, 1), Self.maximumCount)
    }
}
