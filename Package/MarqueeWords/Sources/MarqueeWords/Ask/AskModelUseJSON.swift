import MarqueeDomain

/// Whether a language model answered `ask --json`, and if not, why: `{"used": false, "name": null, "reason": …}`.
public struct AskModelUseJSON: Encodable {
    /// Whether the model answered.
    let used: Bool
    /// The model's name when it answered.
    @NullEncoded var name: String?
    /// Why it did not: `offline-requested` (`--offline`), `not-configured` (no key and no server set), or the
    /// failure the offline engine stood in for: `unreachable`, `timed-out` or `server-error`.
    @NullEncoded var reason: String?

    /// A model answered.
    public init(answeredBy name: String) {
        (used, self.name, reason) = (true, name, nil)
    }

    /// The offline engine answered; `failure` is the configured model's, when it could not be reached.
    public init(offlineBecause failure: ChatModelError?, offlineRequested: Bool) {
        (used, name) = (false, nil)
        switch failure {
        case nil: reason = offlineRequested ? "offline-requested" : "not-configured"
        case .unreachable: reason = "unreachable"
        case .timedOut: reason = "timed-out"
        case .server: reason = "server-error"
        // Only the three above fall back (``ChatModelError/allowsOfflineFallback``); any other fails the request.
        default: reason = "failed"
        }
    }

}
