import MarqueeDomain

extension AskCriteria {
    /// These criteria narrowed by a chat's follow-up.
    ///
    /// A follow-up narrows: "sci-fi from the 90s", then "only after 1995", is sci-fi from 1996 to 1999; "less
    /// violent" and "comedies" keep what came before and add to it. Years that do not overlap the earlier ones, a
    /// new reference film, origin or count replace theirs, as the later words of one request would. Only an
    /// explicit "instead" ("comedies instead", "stattdessen aus den 80ern") replaces every kind of constraint the
    /// follow-up names; what it leaves out stays.
    /// - Parameter followUp: what the next request in the chat asks for.
    /// - Returns: the criteria the next answer is ranked by.
    func refined(by followUp: AskCriteria) -> AskCriteria {
        var merged = self
        if followUp.replacesEarlier {
            if !followUp.wantedGenres.isEmpty { merged.wantedGenres = [] }
            if followUp.years != nil { merged.years = nil }
            if followUp.minimumRuntime != nil || followUp.maximumRuntime != nil {
                (merged.minimumRuntime, merged.maximumRuntime) = (nil, nil)
            }
            if !followUp.moods.isEmpty { merged.moods = [] }
            if !followUp.people.isEmpty { merged.people = [] }
            if followUp.maximumRating != nil { merged.maximumRating = nil }
        }
        merged.want(followUp.wantedGenres)
        // A genre the follow-up asks for is no longer turned away, and one it turns away is no longer asked for.
        for genre in followUp.wantedGenres.flatMap({ Array($0) }) { merged.avoidedGenres[genre] = nil }
        merged.avoidedGenres.merge(followUp.avoidedGenres) { _, later in later }
        let excluded = GenreSet(followUp.avoidedGenres.filter { $0.value == .exclude }.keys)
        merged.wantedGenres.removeAll { $0.intersection(excluded) == $0 }
        if let years = followUp.years { merged.restrictYears(to: years) }
        if let minimum = followUp.minimumRuntime { merged.minimumRuntime = max(minimum, merged.minimumRuntime ?? 0) }
        if let maximum = followUp.maximumRuntime { merged.maximumRuntime = min(maximum, merged.maximumRuntime ?? .max) }
        if let minimum = merged.minimumRuntime, let maximum = merged.maximumRuntime, minimum > maximum {
            (merged.minimumRuntime, merged.maximumRuntime) = (followUp.minimumRuntime, followUp.maximumRuntime)
        }
        for mood in followUp.moods { merged.add(mood) }
        for person in followUp.people { merged.add(person) }
        merged.reference = followUp.reference ?? reference
        merged.origin = followUp.origin ?? origin
        if let rating = followUp.maximumRating { merged.cap(at: rating) }
        merged.favorsAcclaim = favorsAcclaim || followUp.favorsAcclaim
        merged.wonOscar = wonOscar || followUp.wonOscar
        merged.count = followUp.count ?? count
        merged.requiredRating = followUp.requiredRating ?? requiredRating
        merged.popularity = followUp.popularity ?? popularity
        merged.excludedTitleWords += followUp.excludedTitleWords.filter { !excludedTitleWords.contains($0) }
        merged.interpretations += followUp.interpretations.filter { !interpretations.contains($0) }
        merged.unusedWords = followUp.unusedWords
        merged.themes = followUp.themes
        merged.replacesEarlier = false
        return merged
    }
}
