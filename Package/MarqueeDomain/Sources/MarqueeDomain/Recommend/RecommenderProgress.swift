/// News from a recommender request that is taking a while.
public enum RecommenderProgress: Hashable, Sendable {
    /// No answer yet after a couple of seconds: a free-tier host is probably starting up (about 30 s).
    case wakingUp
}
