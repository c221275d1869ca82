import MarqueeDomain

/// The words of `marquee import`: what changed, then every row that matched no film, by line.
struct ImportText {
    let l10n: Localizer

    func text(_ report: ImportReport, path: String) -> String {
        var lines = [l10n("import.done", report.rowCount, path, report.liked.count, report.saved.count)]
        if !report.passed.isEmpty { lines.append(l10n("import.passed", report.passed.count)) }
        if !report.withoutReaction.isEmpty {
            lines.append(l10n("import.withoutReaction", report.withoutReaction.count))
        }
        if !report.unmatched.isEmpty {
            lines.append(l10n("import.unmatched", report.unmatched.count))
            lines += report.unmatched.map { row in
                "  " + l10n("import.line", row.line) + "  " + row.title + (row.year.map { " (\($0))" } ?? "")
            }
        }
        if !report.saved.isEmpty { lines.append(l10n("import.next")) }
        return lines.joined(separator: "\n")
    }
}
