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
        case .service(let error): l10n(.failureRecommender, backend ?? "", RecommenderErrorText(l10n: l10n).text(error))
        }
    }

    /// The words for a catalog failure: what happened, then what to do next.
    /// - Parameters:
    ///   - error: the failure.
    ///   - verb: the command the person typed, so a title several films share is answered with an example they
    ///     can run as is (`marquee like tt0113277`, not `marquee movie …`).
    /// - Returns: the message to show.
    public func catalog(_ error: CatalogError, verb: String = "movie") -> String {
        switch error {
        case .unavailable(let reason): l10n(.failureCatalogUnavailable, reason)
        case .notFound(let id): l10n(.failureNotFound, id.rawValue)
        case .noMatch(let query, let closest) where closest.isEmpty: l10n(.failureNoMatch, query)
        case .noMatch(let query, let closest):
            ([l10n(.failureNoSingleMatch, query)]
                + closest.map { "  \($0.id)  \(MovieText.titleAndYear($0))" }
                + [l10n(.failureUseTheID, verb, closest[0].id.rawValue)]).joined(separator: "\n")
        case .offline(let reason): l10n(.failureOffline, NetworkProblemText(l10n: l10n).text(reason))
        case .timedOut: l10n(.failureTimedOut)
        case .rateLimited(let seconds?): l10n.plural(.failureRateLimitedSeconds, seconds)
        case .rateLimited(nil): l10n(.failureRateLimited)
        case .serviceFailed(let status): l10n(.failureServiceFailed, status)
        case .malformedResponse(let reason): l10n(.failureMalformed, reason)
        }
    }

    /// The words for a profile failure: what happened, then what to do next.
    public func profile(_ error: ProfileError) -> String {
        switch error {
        case .unreadable(let path, let reason): l10n(.failureProfileUnreadable, path, reason)
        case .unwritable(let path, let reason): l10n(.failureProfileUnwritable, path, reason)
        case .unreadableFile(let path, .isFolder), .unwritableFile(let path, .isFolder):
            l10n(.failureProfileIsFolder, path)
        case .unreadableFile(let path, let problem):
            l10n(.failureProfileFileUnreadable, path, FileProblemText(l10n: l10n).text(problem))
        case .unwritableFile(let path, let problem):
            l10n(.failureProfileFileUnwritable, path, FileProblemText(l10n: l10n).text(problem))
        case .unusableFolder(let path, .notFolder): l10n(.failureProfileFolderIsFile, path)
        case .unusableFolder(let path, .readOnly), .unusableFolder(let path, .permissionDenied):
            l10n(.failureProfileFolderReadOnly, path)
        case .unusableFolder(let path, let problem):
            l10n(.failureProfileFolder, path, FileProblemText(l10n: l10n).text(problem))
        case .newerVersion(let path, let found, let supported): l10n(.failureProfileNewer, path, found, supported)
        }
    }
}
