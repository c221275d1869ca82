import MarqueeDomain

/// Words for a model failure: what happened and the next step; never the API key.
public struct AskFailureText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    public func text(_ error: ChatModelError, settingsPath: String) -> String {
        switch error {
        case .missingKey: l10n("failure.model.missingKey", settingsPath)
        case .unauthorized(let status): l10n("failure.model.unauthorized", status, settingsPath)
        case .modelNotFound(let model): l10n("failure.model.notFound", model)
        case .rateLimited: l10n("failure.model.rateLimited")
        case .quotaExhausted: l10n("failure.model.quota")
        case .server(let status): l10n("failure.model.server", status)
        case .rejected(let status, let message): l10n("failure.model.rejected", status, message)
        case .unreachable(let reason): l10n("failure.model.unreachable", NetworkProblemText(l10n: l10n).text(reason))
        case .timedOut: l10n("failure.model.timedOut")
        case .streamError(let message): l10n("failure.model.streamError", message)
        case .malformed(let reason): l10n("failure.model.malformed", reason)
        case .cancelled: l10n("failure.model.malformed", "cancelled")
        }
    }

    /// A short reason for the "answered offline" note.
    public func shortReason(_ error: ChatModelError) -> String {
        switch error {
        case .unreachable(let reason): NetworkProblemText(l10n: l10n).text(reason)
        case .timedOut: l10n("ask.reason.timedOut")
        case .server(let status): "HTTP \(status)"
        default: "\(error)"
        }
    }
}
