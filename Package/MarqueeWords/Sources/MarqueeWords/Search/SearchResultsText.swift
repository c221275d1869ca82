import MarqueeDomain

/// `marquee search` as text, in two parts: the bundled catalog's results, then what the store added.
///
/// The parts are printed as they become known, so the second only ever appends: the store's films come under a
/// heading of their own (a catalog film the store also has is listed there again, labelled as in both), and the
/// sources line and any store failure close the output.
public struct SearchResultsText {
    let console: Console
    /// The language.
    public let l10n: Localizer
    let country: String
    /// The store's deadline, named when it passed without an answer.
    let deadline: Duration

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer, country: String, deadline: Duration) {
        self.console = console
        self.l10n = l10n
        self.country = country
        self.deadline = deadline
    }

    /// The catalog's results, and on a terminal a line saying the store is being asked.
    public func catalogPart(_ local: SearchResults) -> String {
        var lines = local.results.map(row)
        if lines.isEmpty { lines.append(l10n(local.storePending ? .searchNoneBundled : .searchNone, local.query)) }
        if local.storePending && console.isTerminal {
            lines.append(console.dim(l10n(.searchStoreAsking, country.uppercased())))
        }
        return lines.joined(separator: "\n")
    }

    /// The store's films (when it answered), then the sources line and why the store is missing, if it is.
    public func storePart(_ found: SearchResults) -> String {
        var lines = [""]
        if found.storeSource != nil {
            let fromStore = found.results.filter { $0.source != .bundled || $0.storeID != nil }
            if fromStore.isEmpty {
                lines.append(l10n(.searchStoreNone, country.uppercased(), found.query))
            } else {
                lines.append(l10n(.searchStoreHeading, country.uppercased()))
                lines += fromStore.map(row)
            }
            lines.append("")
        }
        let sources = SourceText(l10n: l10n, country: country)
        lines.append(
            sources.line(
                [.bundled] + (found.storeSource.map { [$0] } ?? []),
                imdb: found.results.contains { $0.movie.imdb != nil }))
        if let failure = found.storeFailure {
            lines.append(fallback(failure))
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ result: SearchResult) -> String {
        FilmLine(console: console, l10n: l10n).text(result.movie, label: l10n(Self.label(result)))
    }

    /// Where a result came from: the store, the bundled catalog (and the store too), or the person's IMDb
    /// catalog alone, for a film it added (IMDb's rating and no co-ratings, as ``MovieText/imdbOnlyReason(_:)``).
    public static func label(_ result: SearchResult) -> L10nKey {
        if result.source != .bundled { return .searchLabelStore }
        if result.storeID != nil { return .searchLabelBoth }
        return result.movie.imdb != nil && result.movie.coLiked.isEmpty ? .searchLabelImdb : .searchLabelBundled
    }

    /// A time-out names the deadline that passed; any other failure says what went wrong.
    private func fallback(_ failure: CatalogError) -> String {
        if failure == .timedOut {
            let (seconds, attoseconds) = deadline.components
            let shown = attoseconds == 0 ? String(seconds) : String(Double(seconds) + Double(attoseconds) / 1e18)
            return l10n(.storeFallbackSearchTimedOut, shown)
        }
        return l10n(.storeFallbackSearch, FailureMessage(l10n: l10n).catalog(failure))
    }
}
