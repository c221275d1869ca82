import MarqueeDomain

/// A short message shown over the results without replacing them.
public enum RecommendNotice: Hashable, Sendable {
    /// A new request failed; the results on screen are from the request before.
    case requestFailed(RecommendError)
}
