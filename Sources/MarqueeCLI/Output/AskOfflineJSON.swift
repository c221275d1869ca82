import MarqueeDomain

/// `marquee ask --json` when answered offline: the picks as the feed's cards, labelled with the mode.
struct AskOfflineJSON: Encodable {
    let schema = "marquee.ask/1"
    let mode = "offline"
    let request: String
    /// The request's words nothing could use, as typed.
    let ignored: [String]
    /// Whether nothing in the request was understood; then `picks` is empty and `suggestion` says what works.
    let understood: Bool
    let suggestion: String?
    let picks: [PickJSON]

    init(request: String, answer: AskAnswer, l10n: Localizer) {
        self.request = request
        ignored = answer.ignored
        understood = !answer.understoodNothing
        suggestion = answer.understoodNothing ? l10n("ask.understoodNothing") : nil
        picks = answer.recommendations.enumerated().map {
            PickJSON(rank: $0.offset + 1, $0.element, reactions: [], l10n: l10n)
        }
    }
}
