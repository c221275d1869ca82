import MarqueeDomain

/// `marquee ask --json` when answered offline: the picks as the feed's cards, labelled with the mode.
struct AskOfflineJSON: Encodable {
    let schema = "marquee.ask/1"
    let mode = "offline"
    let request: String
    let picks: [PickJSON]

    init(request: String, answer: AskAnswer, l10n: Localizer) {
        self.request = request
        picks = answer.recommendations.enumerated().map {
            PickJSON(rank: $0.offset + 1, $0.element, reactions: [], l10n: l10n)
        }
    }
}
