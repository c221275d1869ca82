import MarqueeDomain

/// Words for a model failure: what happened and the next step; never the API key.
public struct AskFailureText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ error: ChatModelError, settingsPath: String) -> String {
        switch error {
        case .missingKey: l10n(.failureModelMissingKey, settingsPath)
        case .unauthorized(let status): l10n(.failureModelUnauthorized, status, settingsPath)
        case .modelNotFound(let model): l10n(.failureModelNotFound, model)
        case .rateLimited: l10n(.failureModelRateLimited)
        case .quotaExhausted: l10n(.failureModelQuota)
        case .server(let status): l10n(.failureModelServer, status)
        case .rejected(let status, let message): l10n(.failureModelRejected, status, message)
        case .unreachable(let reason): l10n(.failureModelUnreachable, NetworkProblemText(l10n: l10n).text(reason))
        case .timedOut: l10n(.failureModelTimedOut)
        case .streamError(let message): l10n(.failureModelStreamError, message)
        case .malformed(let reason): l10n(.failureModelMalformed, reason)
        case .cancelled: l10n(.failureModelMalformed, "cancelled")
        }
    }

    /// A short reason for the "answered offline" note.
    public func shortReason(_ error: ChatModelError) -> String {
        switch error {
        case .unreachable(let reason): NetworkProblemText(l10n: l10n).text(reason)
        case .timedOut: l10n(.askReasonTimedOut)
        case .server(let status): "HTTP \(status)"
        default: "\(error)"
        }
    }
}
