import Foundation
import MarqueeDomain

/// Says where data came from, in the user's language: live, saved (with its date and age), or bundled.
public struct SourceText {
    /// The language.
    public let l10n: Localizer
    /// The storefront, shown upper-cased beside the store's name.
    let country: String
    /// The moment ages are measured from; injected so tests can fix it.
    let now: Date

    /// Creates the words in a language.
    public init(l10n: Localizer, country: String, now: Date = Date()) {
        self.l10n = l10n
        self.country = country
        self.now = now
    }

    /// `Source: iTunes Store (US), live.`, or `Sources: … and ….` for two different sources.
    ///
    /// With `imdb`, the person's IMDb catalog is named after the bundled catalog: films it added or filled in are
    /// among those shown, and their facts are IMDb's, not the bundled catalog's.
    public func line(_ sources: [DataSource], imdb: Bool = false) -> String {
        var labels: [String] = []
        for source in sources where !labels.contains(label(source)) { labels.append(label(source)) }
        if imdb { labels.insert(l10n(.sourceImdb), at: labels.firstIndex(of: label(.bundled)).map { $0 + 1 } ?? 0) }
        guard labels.count > 1 else { return l10n(.sourceOne, labels.first ?? label(.bundled)) }
        return l10n(.sourceTwo, labels.dropLast().joined(separator: ", "), labels[labels.count - 1])
    }

    /// `iTunes Store (US), saved on November 28, 2025 (from 2 days ago)`.
    public func label(_ source: DataSource) -> String {
        switch source {
        case .live: l10n(.sourceLive, country.uppercased())
        case .cached(let savedAt):
            l10n(
                .sourceCached, country.uppercased(), ShopFormat(locale: l10n.locale).day(savedAt, in: .current),
                age(savedAt))
        case .bundled: l10n(.sourceBundled)
        }
    }

    /// `live`, `saved, from 2 hours ago` or `bundled`: a row's source beside its heading.
    public func short(_ source: DataSource) -> String {
        switch source {
        case .live: l10n(.sourceShortLive)
        case .cached(let savedAt): l10n(.sourceShortCached, age(savedAt))
        case .bundled: l10n(.sourceShortBundled)
        }
    }

    /// `just now`, `from 5 minutes ago`, `from 3 hours ago` or `from 3 days ago`, rounded down.
    public func age(_ savedAt: Date) -> String {
        let seconds = Int(now.timeIntervalSince(savedAt))
        let (unit, count): (L10nPluralKey?, Int) =
            switch seconds {
            case ..<60: (nil, 0)
            case ..<3_600: (.ageMinutes, seconds / 60)
            case ..<86_400: (.ageHours, seconds / 3_600)
            default: (.ageDays, seconds / 86_400)
            }
        guard let unit else { return l10n(.ageJustNow) }
        return l10n.plural(unit, count)
    }
}
