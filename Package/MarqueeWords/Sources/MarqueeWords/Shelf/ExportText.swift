import MarqueeDomain

/// The words of `marquee export`: how many films went where, and how many of them are liked and saved.
public struct ExportText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ rows: [ShelfExportRow], path: String) -> String {
        let liked = rows.filter { $0.reactions.contains(.like) }.count
        let saved = rows.filter { $0.reactions.contains(.save) }.count
        return l10n(.exportDone, l10n.plural(.countFilms, rows.count), path, liked, saved)
    }
}
