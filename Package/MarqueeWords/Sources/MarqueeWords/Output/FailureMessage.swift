import MarqueeDomain

/// Words for every failure: what happened, then what to do next.
public struct FailureMessage {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for a failed recommendation.
    /// - Parameters:
    ///   - error: the failure.
    ///   - backend: the service's address as configured, or `nil` for the local engine.
    /// - Returns: the message.
    public func recommend(_ error: RecommendError, backend: String?) -> String {
        switch error {
        case .catalog(let error): catalog(error)
        case .profile(let error): profile(error)
        case .service(let error): l10n("failure.recommender", backend ?? "", RecommenderErrorText(l10n: l10n).text(error))
        }
    }

    public func catalog(_ error: CatalogError) -> String {
        switch error {
        case .unavailable(let reason): l10n("failure.catalogUnavailable", reason)
        case .notFound(let id): l10n("failure.notFound", id.rawValue)
        case .noMatch(let query, let closest) where closest.isEmpty: l10n("failure.noMatch", query)
        case .noMatch(let query, let closest):
            ([l10n("failure.noSingleMatch", query)]
                + closest.map { "  \($0.id)  \(MovieText.titleAndYear($0))" }
                + [l10n("failure.useTheID", closest[0].id.rawValue)]).joined(separator: "\n")
        case .offline(let reason): l10n("failure.offline", NetworkProblemText(l10n: l10n).text(reason))
        case .timedOut: l10n("failure.timedOut")
        case .rateLimited(let seconds?): l10n.plural("failure.rateLimitedSeconds", seconds)
        case .rateLimited(nil): l10n("failure.rateLimited")
        case .serviceFailed(let status): l10n("failure.serviceFailed", status)
        case .malformedResponse(let reason): l10n("failure.malformed", reason)
        }
    }

    public func profile(_ error: ProfileError) -> String {
        switch error {
        case .unreadable(let path, let reason): l10n("failure.profileUnreadable", path, reason)
        case .unwritable(let path, let reason): l10n("failure.profileUnwritable", path, reason)
        case .unreadableFile(let path, .isFolder), .unwritableFile(let path, .isFolder):
            l10n("failure.profileIsFolder", path)
        case .unreadableFile(let path, let problem):
            l10n("failure.profileFileUnreadable", path, FileProblemText(l10n: l10n).text(problem))
        case .unwritableFile(let path, let problem):
            l10n("failure.profileFileUnwritable", path, FileProblemText(l10n: l10n).text(problem))
        case .unusableFolder(let path, .notFolder): l10n("failure.profileFolderIsFile", path)
        case .unusableFolder(let path, .readOnly), .unusableFolder(let path, .permissionDenied):
            l10n("failure.profileFolderReadOnly", path)
        case .unusableFolder(let path, let problem):
            l10n("failure.profileFolder", path, FileProblemText(l10n: l10n).text(problem))
        case .newerVersion(let path, let found, let supported): l10n("failure.profileNewer", path, found, supported)
        }
    }
}
