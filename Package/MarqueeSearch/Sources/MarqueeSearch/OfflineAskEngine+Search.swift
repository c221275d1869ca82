import MarqueeDomain
import MarqueeRanking

extension OfflineAskEngine {
    /// The offline ask engine as the app builds it: a reference title ("like Heat") is found by the search index,
    /// so `ask` forgives the same typos, years and initialisms as `search` does.
    public static var findingTitlesBySearch: OfflineAskEngine {
        OfflineAskEngine(findTitle: { text, films in SearchIndex(films).search(text, limit: 1).first })
    }
}
