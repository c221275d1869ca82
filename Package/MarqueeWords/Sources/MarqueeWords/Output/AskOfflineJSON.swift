import MarqueeDomain

/// `marquee ask --json` when answered offline: the picks as the feed's cards, labelled with the mode.
///
/// `model` (added in /2) says why no model answered.
public struct AskOfflineJSON: Encodable {
    let schema = "marquee.ask/2"
    let mode = "offline"
    let model: AskModelUseJSON
    let request: String
    /// The request's words nothing could use, as typed.
    let ignored: [String]
    /// Whether nothing in the request was understood; then `picks` is empty and `suggestion` says what works.
    let understood: Bool
    let suggestion: String?
    /// The years searched instead when the request's years lie outside the catalog; absent otherwise.
    let yearsUsed: YearsJSON?
    /// What the text output says about the catalog's coverage; absent when there is nothing to say.
    let notice: String?
    let picks: [PickJSON]

    /// Builds the document from the command's result.
    public init(request: String, answer: AskAnswer, model: AskModelUseJSON, l10n: Localizer) {
        self.request = request
        self.model = model
        ignored = answer.ignored
        understood = !answer.understoodNothing
        suggestion = answer.understoodNothing ? l10n(.askUnderstoodNothing) : nil
        yearsUsed = answer.closestYears.map { YearsJSON($0.used) }
        notice = answer.closestYears.map(CoverageText(l10n: l10n).ask)
        picks = answer.recommendations.enumerated().map {
            PickJSON(rank: $0.offset + 1, $0.element, reactions: [], l10n: l10n)
        }
    }
}
