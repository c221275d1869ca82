import MarqueeDomain

/// Words for a failed export or import: what broke, on which line, and what to do.
struct ShelfTransferText {
    let l10n: Localizer

    func text(_ error: ShelfTransferError) -> String {
        switch error {
        case .unterminatedQuote(let line): l10n("failure.transfer.unterminatedQuote", line)
        case .textAfterQuote(let line): l10n("failure.transfer.textAfterQuote", line)
        case .missingTitleColumn(let line): l10n("failure.transfer.missingTitle", line)
        case .notUTF8: l10n("failure.transfer.notUTF8")
        case .fileNotFound(let path): l10n("failure.transfer.notFound", path)
        case .unreadableFile(let path, let reason): l10n("failure.transfer.unreadable", path, reason)
        case .unwritableFile(let path, let reason): l10n("failure.transfer.unwritable", path, reason)
        case .catalog(let error): FailureMessage(l10n: l10n).catalog(error)
        case .profile(let error): FailureMessage(l10n: l10n).profile(error)
        }
    }
}
