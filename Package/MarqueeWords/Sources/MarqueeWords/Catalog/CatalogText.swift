import Foundation
import MarqueeDomain
import MarqueePresentation

/// The words of `marquee catalog`: the import's progress and result, the data's terms, and its failures.
public struct CatalogText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// `title.principals.tsv.gz: 41,200,000 rows · 63% · about 0:42 left`, for a terminal's status line.
    /// - Parameters:
    ///   - progress: how far the import has read.
    ///   - elapsed: the seconds since it started, from which the time left is estimated.
    /// - Returns: the line, with no estimate in the first moments.
    public func progress(_ progress: IMDbImportProgress, elapsed: Double) -> String {
        let rows = l10n.count(progress.rows)
        guard progress.fraction > 0.001, elapsed > 0.5 else {
            return l10n(.catalogProgressStarting, progress.file, rows)
        }
        let left = max(0, elapsed / progress.fraction - elapsed)
        let percent = "\(Int((progress.fraction * 100).rounded(.down)))%"
        return l10n(.catalogProgress, progress.file, rows, percent, Self.clock(left))
    }

    /// `Read title.basics.tsv.gz: 11,000,000 rows.`, one line per file.
    public func fileDone(_ progress: IMDbImportProgress) -> String {
        l10n(.catalogFileDone, progress.file, l10n.count(progress.rows))
    }

    /// What the import wrote, its span, and, last, the data's terms.
    public func done(_ summary: IMDbOverlaySummary) -> String {
        var lines = [
            l10n(
                .catalogDone, summary.path, l10n.count(summary.films), l10n.count(summary.added),
                l10n.count(summary.filled ?? 0))
        ]
        if let years = summary.years {
            lines.append(l10n(.catalogSpan, String(years.lowerBound), String(years.upperBound)))
        }
        lines.append(terms)
        return lines.joined(separator: "\n")
    }

    /// IMDb's attribution and the data's terms, as the import's last line and docs/DATA.md state them.
    public var terms: String { l10n(.catalogTerms) }

    /// `Your IMDb catalog: 45,210 films (26,264 added), 1894–2026, imported 2026-12-03`, for `--version` and help.
    public func overlay(_ summary: IMDbOverlaySummary) -> String {
        let years = summary.years
        return l10n(
            .catalogOverlay, l10n.count(summary.films), l10n.count(summary.added),
            years.map { String($0.lowerBound) } ?? "?", years.map { String($0.upperBound) } ?? "?",
            summary.date.formatted(.iso8601.year().month().day()))
    }

    /// The outcome of `remove-imdb`.
    public func removed(_ wasThere: Bool, path: String) -> String {
        wasThere ? l10n(.catalogRemoved, path) : l10n(.catalogNoneToRemove, path)
    }

    /// Why an import stopped, naming the file and line.
    public func failure(_ error: IMDbImportError) -> String {
        let line = l10n.count(error.line)
        return switch error.problem {
        case .missing: l10n(.failureImdbMissing, error.file)
        case .notGzip: l10n(.failureImdbNotGzip, error.file)
        case .truncated: l10n(.failureImdbTruncated, error.file, line)
        case .wrongHeader: l10n(.failureImdbWrongHeader, error.file)
        case .tooFewColumns: l10n(.failureImdbTooFewColumns, error.file, line)
        case .invalidUTF8: l10n(.failureImdbInvalidUTF8, error.file, line)
        case .unreadable(let reason): l10n(.failureImdbUnreadable, error.file, reason)
        case .unwritable(let reason): l10n(.failureImdbUnwritable, error.file, reason)
        }
    }

    /// A vote count as people say it: `1.2M`, `45K`, `980` (`1,2 Mio.`, `45 Tsd.` in German).
    public func compact(_ count: Int) -> String {
        if count >= 1_000_000 { return l10n(.catalogMillions, l10n.decimal(Double(count) / 1_000_000)) }
        if count >= 10_000 { return l10n(.catalogThousands, l10n.count(count / 1_000)) }
        return l10n.count(count)
    }

    /// `1:05`, or `0:07`: minutes and seconds.
    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
