import MarqueeDomain

/// `marquee ask --json` when answered offline: the picks as the feed's cards, labelled with the mode.
///
/// `model` (added in /2) says why no model answered.
public struct AskOfflineJSON: Encodable {
    let schema = "marquee.ask/2"
    let mode = "offline"
    let model: AskModelUseJSON
    let request: String
    /// One word read as something the catalog can answer, which changed the picks.
    struct Interpretation: Encodable {
        /// The words as typed.
        let word: String
        /// `genres`, `years` or `titleWithout`.
        let kind: String
        /// The reading in words, in the output's language.
        let readAs: String
    }

    /// The request's words nothing could use, as typed, and words whose reading did not change the picks.
    let ignored: [String]
    /// The words read as something else ("sad" as Drama), each an interpretation rather than a literal match.
    let interpretations: [Interpretation]
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
        let words = AskInterpretationText(l10n: l10n)
        interpretations = answer.criteria.interpretations.map {
            Interpretation(word: $0.typed, kind: AskInterpretationText.kind($0), readAs: words.text($0))
        }
        understood = !answer.understoodNothing
        suggestion = answer.understoodNothing ? l10n(.askUnderstoodNothing) : nil
        yearsUsed = answer.closestYears.map { YearsJSON($0.used) }
        notice = answer.closestYears.map(CoverageText(l10n: l10n).ask)
        picks = answer.recommendations.enumerated().map {
            PickJSON(rank: $0.offset + 1, $0.element, reactions: [], l10n: l10n)
        }
    }
}
