import MarqueeDomain

/// Words for every failure: what happened, then what to do next.
struct FailureMessage {
    let l10n: Localizer

    func text(_ failure: CommandFailure) -> String {
        switch failure {
        case .feed(.catalog(let error)), .reaction(.catalog(let error)), .catalog(let error): catalog(error)
        case .feed(.profile(let error)), .reaction(.profile(let error)), .profile(let error): profile(error)
        case .model(let error, let path): AskFailureText(l10n: l10n).text(error, settingsPath: path)
        case .transfer(let error): ShelfTransferText(l10n: l10n).text(error)
        case .recommend(.catalog(let error), _): catalog(error)
        case .recommend(.profile(let error), _): profile(error)
        case .recommend(.service(let error), let backend):
            l10n(.failureRecommender, backend ?? "", RecommenderErrorText(l10n: l10n).text(error))
        case .invalidRecommenderAddress(let value): l10n(.failureRecommenderAddress, value)
        case .modelSettings(.unreadable(let path, let reason)): l10n(.failureModelSettingsUnreadable, path, reason)
        case .modelSettings(.unwritable(let path, let reason)): l10n(.failureModelSettingsUnwritable, path, reason)
        case .modelSettings(.unreadableFile(let path, let problem)):
            l10n(.failureModelSettingsFileUnreadable, path, FileProblemText(l10n: l10n).text(problem))
        case .modelSettings(.unwritableFile(let path, let problem)):
            l10n(.failureModelSettingsFileUnwritable, path, FileProblemText(l10n: l10n).text(problem))
        case .modelSettings(.unusableFolder(let path, let problem)):
            l10n(.failureModelSettingsFolder, path, FileProblemText(l10n: l10n).text(problem))
        case .noKeyOnStdin: l10n(.failureNoKeyOnStdin)
        }
    }

    func catalog(_ error: CatalogError) -> String {
        switch error {
        case .unavailable(let reason): l10n(.failureCatalogUnavailable, reason)
        case .notFound(let id): l10n(.failureNotFound, id.rawValue)
        case .noMatch(let query, let closest) where closest.isEmpty: l10n(.failureNoMatch, query)
        case .noMatch(let query, let closest):
            ([l10n(.failureNoSingleMatch, query)]
                + closest.map { "  \($0.id)  \(MovieText.titleAndYear($0))" }
                + [l10n(.failureUseTheID, closest[0].id.rawValue)]).joined(separator: "\n")
        case .offline(let reason): l10n(.failureOffline, NetworkProblemText(l10n: l10n).text(reason))
        case .timedOut: l10n(.failureTimedOut)
        case .rateLimited(let seconds?): l10n.plural(.failureRateLimitedSeconds, seconds)
        case .rateLimited(nil): l10n(.failureRateLimited)
        case .serviceFailed(let status): l10n(.failureServiceFailed, status)
        case .malformedResponse(let reason): l10n(.failureMalformed, reason)
        }
    }

    func profile(_ error: ProfileError) -> String {
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
