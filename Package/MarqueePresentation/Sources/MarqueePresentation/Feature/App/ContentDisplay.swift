import MVIKit

/// What a screen's content area shows for a load, so it is never blank.
public enum ContentDisplay<Value: Equatable & Sendable>: Equatable, Sendable {
    /// Skeleton placeholders: nothing has arrived yet.
    case placeholder
    /// The content.
    case content(Value)
    /// The load failed with nothing to show; the banner says why and offers a retry.
    case unavailable
}

extension LoadingPhase where Value: Equatable & Sendable {
    /// How a screen shows this phase: placeholders until a value arrives, then the value.
    ///
    /// `idle` shows placeholders too: the first frame is drawn before the first load is sent.
    public var display: ContentDisplay<Value> {
        switch self {
        case .idle, .loading: .placeholder
        case .loaded(let value): .content(value)
        case .failed: .unavailable
        }
    }
}
