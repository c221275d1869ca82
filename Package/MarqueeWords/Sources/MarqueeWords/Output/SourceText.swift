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

    public init(l10n: Localizer, country: String, now: Date = Date()) {
        self.l10n = l10n
        self.country = country
        self.now = now
    }

    /// `Source: iTunes Store (US), live.`, or `Sources: … and ….` for two different sources.
    public func line(_ sources: [DataSource]) -> String {
        var labels: [String] = []
        for source in sources where !labels.contains(label(source)) { labels.append(label(source)) }
        guard labels.count > 1 else { return l10n("source.one", labels.first ?? label(.bundled)) }
        return l10n("source.two", labels.dropLast().joined(separator: ", "), labels[labels.count - 1])
    }

    /// `iTunes Store (US), saved on November 28, 2025 (from 2 days ago)`.
    public func label(_ source: DataSource) -> String {
        switch source {
        case .live: l10n("source.live", country.uppercased())
        case .cached(let savedAt):
            l10n(
                "source.cached", country.uppercased(), StoreFormat(locale: l10n.locale).day(savedAt, in: .current),
                age(savedAt))
        case .bundled: l10n("source.bundled")
        }
    }

    /// `live`, `saved, from 2 hours ago` or `bundled`: a row's source beside its heading.
    public func short(_ source: DataSource) -> String {
        switch source {
        case .live: l10n("source.short.live")
        case .cached(let savedAt): l10n("source.short.cached", age(savedAt))
        case .bundled: l10n("source.short.bundled")
        }
    }

    /// `just now`, `from 5 minutes ago`, `from 3 hours ago` or `from 3 days ago`, rounded down.
    public func age(_ savedAt: Date) -> String {
        let seconds = Int(now.timeIntervalSince(savedAt))
        let (unit, count): (String, Int) =
            switch seconds {
            case ..<60: ("justNow", 0)
            case ..<3_600: ("minutes", seconds / 60)
            case ..<86_400: ("hours", seconds / 3_600)
            default: ("days", seconds / 86_400)
            }
        if count == 0 { return l10n("age.justNow") }
        return l10n.plural("age.\(unit)", count)
    }
}
