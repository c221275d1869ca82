extension AskCriteria {
    /// Whether a request names a subject of its own: a genre, a film to be like, or a person.
    ///
    /// In a chat, a follow-up that does ("now some comedies") starts afresh; one that does not ("only after
    /// 2000", "shorter", "less violent") narrows what came before.
    public var namesSubject: Bool {
        !wantedGenres.isEmpty || reference != nil || !people.isEmpty
    }

    /// These criteria narrowed by a follow-up, or the follow-up alone when it names a subject of its own.
    ///
    /// What the follow-up says wins (its years replace the earlier ones); what it leaves out stays; genres turned
    /// away and moods add up.
    /// - Parameter followUp: what the next request in the chat asks for.
    /// - Returns: the criteria the next answer is ranked by.
    public func refined(by followUp: AskCriteria) -> AskCriteria {
        guard !followUp.namesSubject else { return followUp }
        var merged = self
        merged.avoidedGenres.merge(followUp.avoidedGenres) { _, later in later }
        merged.years = followUp.years ?? years
        merged.minimumRuntime = followUp.minimumRuntime ?? minimumRuntime
        merged.maximumRuntime = followUp.maximumRuntime ?? maximumRuntime
        merged.moods += followUp.moods.filter { !moods.contains($0) }
        merged.origin = followUp.origin ?? origin
        merged.maximumRating = followUp.maximumRating ?? maximumRating
        merged.favorsAcclaim = favorsAcclaim || followUp.favorsAcclaim
        merged.count = followUp.count ?? count
        merged.requiredRating = followUp.requiredRating ?? requiredRating
        merged.unusedWords = followUp.unusedWords
        return merged
    }
}
