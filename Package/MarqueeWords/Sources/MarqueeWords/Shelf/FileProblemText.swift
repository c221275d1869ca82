import MarqueeDomain

/// Words for a file-system problem: what is wrong with the path, then what to do, finishing a sentence that
/// names the path.
public struct FileProblemText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ problem: FileProblem) -> String {
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
