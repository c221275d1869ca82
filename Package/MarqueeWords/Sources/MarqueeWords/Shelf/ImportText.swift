import MarqueeDomain

/// The words of `marquee import`: what changed, then every row that matched no film, by line.
public struct ImportText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ report: ImportReport, path: String) -> String {
        let rows = l10n.plural(.countRows, report.rowCount)
        let liked = l10n.plural(.countFilms, report.liked.count)
        var lines = [l10n(.importDone, rows, path, liked, report.saved.count)]
        if !report.passed.isEmpty { lines.append(l10n.plural(.importPassed, report.passed.count)) }
        if !report.withoutReaction.isEmpty {
            lines.append(l10n.plural(.importWithoutReaction, report.withoutReaction.count))
        }
        if !report.unmatched.isEmpty {
            lines.append(l10n.plural(.importUnmatched, report.unmatched.count))
            lines += report.unmatched.map { row in
                // A row without a title still gets a word, so the line does not end in blank space.
                let title = row.title.isEmpty ? l10n(.importNoTitle) : row.title
                return "  " + l10n(.importLine, row.line) + "  " + title + (row.year.map { " (\($0))" } ?? "")
            }
        }
        if !report.saved.isEmpty { lines.append(l10n(.importNext)) }
        return lines.joined(separator: "\n")
    }
}
