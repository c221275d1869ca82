import MarqueePresentation

/// The `--json` document of `marquee feed` and plain `marquee` (schema `marquee.feed/2`).
///
/// `source` has the shape it has in `movie` and `search` (/2 made it an object; /1 had the string `"bundled"`).
public struct FeedJSON: Encodable {
    let schema = "marquee.feed/2"
    let source = SourceJSON(.bundled)
    let onboarded: Bool
    let picks: [PickJSON]

    /// Builds the document from the command's result.
    public init(state: FeedState, cards: [FeedCard], l10n: Localizer) {
        onboarded = state.hasCompletedOnboarding
        picks = cards.enumerated().map {
            PickJSON(rank: $0.offset + 1, $0.element.recommendation, reactions: $0.element.reactions, l10n: l10n)
        }
    }
}
