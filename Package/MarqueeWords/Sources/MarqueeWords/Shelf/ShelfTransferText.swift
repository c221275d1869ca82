import MarqueeDomain

/// Words for a failed export or import: what broke, on which line, and what to do.
public struct ShelfTransferText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ error: ShelfTransferError) -> String {
        switch error {
        case .unterminatedQuote(let line): l10n(.failureTransferUnterminatedQuote, line)
        case .textAfterQuote(let line): l10n(.failureTransferTextAfterQuote, line)
        case .missingTitleColumn(let line): l10n(.failureTransferMissingTitle, line)
        case .notUTF8: l10n(.failureTransferNotUTF8)
        case .emptyFile(let path): l10n(.failureTransferEmpty, path)
        case .fileNotFound(let path): l10n(.failureTransferNotFound, path)
        case .unreadableFile(let path, let problem):
            l10n(.failureTransferUnreadable, path, FileProblemText(l10n: l10n).text(problem))
        case .unwritableFile(let path, let problem):
            l10n(.failureTransferUnwritable, path, FileProblemText(l10n: l10n).text(problem))
        case .catalog(let error): FailureMessage(l10n: l10n).catalog(error)
        case .profile(let error): FailureMessage(l10n: l10n).profile(error)
        }
    }
}
