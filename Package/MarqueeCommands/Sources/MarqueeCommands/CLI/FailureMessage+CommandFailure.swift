import MarqueeDomain
import MarqueeWords

extension FailureMessage {
    /// The words for a command's failure: what happened, then what to do next.
    /// - Parameter failure: the failure.
    /// - Returns: the message, without the `marquee: ` prefix.
    func text(_ failure: CommandFailure) -> String {
        switch failure {
        case .feed(.catalog(let error)), .reaction(.catalog(let error)), .catalog(let error): catalog(error)
        case .feed(.profile(let error)), .reaction(.profile(let error)), .profile(let error): profile(error)
        case .naming(let error, let verb): catalog(error, verb: verb)
        case .model(let error, let path): AskFailureText(l10n: l10n).text(error, settingsPath: path)
        case .transfer(let error): ShelfTransferText(l10n: l10n).text(error)
        case .recommend(let error, let backend): recommend(error, backend: backend)
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
        case .member(let failure):
            l10n(.failureTogetherMember, failure.source, ShelfTransferText(l10n: l10n).text(failure.error))
        case .imdb(let error): CatalogText(l10n: l10n).failure(error)
        }
    }
}
