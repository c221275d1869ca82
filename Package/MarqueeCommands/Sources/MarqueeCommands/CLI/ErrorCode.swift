import MarqueeDomain

/// The stable `code` of an error under `--json`: one word per concern, which scripts can match on.
///
/// The codes are part of the JSON contract in docs/CLI.md; the message beside them may be reworded any time.
enum ErrorCode {
    /// A mistake on the command line (exit 64).
    static let usage = "usage"

    /// The code of a command's failure (exit 1).
    static func of(_ failure: CommandFailure) -> String {
        switch failure {
        case .feed(.catalog(let error)), .reaction(.catalog(let error)), .catalog(let error), .naming(let error, _),
            .recommend(.catalog(let error), _), .transfer(.catalog(let error)):
            of(error)
        case .feed(.profile), .reaction(.profile), .profile, .recommend(.profile, _), .transfer(.profile): "profile"
        case .model: "model"
        case .transfer: "transfer"
        case .recommend(.service, _): "recommender"
        case .invalidRecommenderAddress: "recommender-address"
        case .modelSettings: "model-settings"
        case .noKeyOnStdin: "no-key-on-stdin"
        case .member: "member"
        case .imdb: "imdb-import"
        }
    }

    /// The code of a catalog or store failure.
    static func of(_ error: CatalogError) -> String {
        switch error {
        case .notFound, .noMatch: "not-found"
        case .unavailable: "catalog-unavailable"
        case .offline: "offline"
        case .timedOut: "timed-out"
        case .rateLimited: "rate-limited"
        case .serviceFailed: "service-failed"
        case .malformedResponse: "malformed-response"
        }
    }
}
