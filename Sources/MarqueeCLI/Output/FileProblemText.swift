import MarqueeDomain

/// Words for a file-system problem: what is wrong with the path, then what to do, finishing a sentence that
/// names the path.
struct FileProblemText {
    let l10n: Localizer

    func text(_ problem: FileProblem) -> String {
        switch problem {
        case .missing: l10n(.fileProblemMissing)
        case .permissionDenied: l10n(.fileProblemPermissionDenied)
        case .readOnly: l10n(.fileProblemReadOnly)
        case .isFolder: l10n(.fileProblemIsFolder)
        case .notFolder: l10n(.fileProblemNotFolder)
        case .noSpace: l10n(.fileProblemNoSpace)
        case .other(let reason): l10n(.fileProblemOther, reason)
        }
    }
}
