import MarqueeDomain

/// What one parser rule recognised at a position: how many words it covers and what it changes.
struct AskRuleMatch {
    /// How many tokens the rule consumed.
    let length: Int
    /// Whether the words clearly start a new part of the request ("from the 90s", "for kids"), so they end
    /// a title after "like"; words that also occur in titles ("dark", "long", "French") do not.
    let isClause: Bool
    /// The change to the criteria.
    let apply: (inout AskCriteria) -> Void
}
