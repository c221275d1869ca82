/// Turns a `DecodingError` into a ``TransportError`` that names where in the body it broke.
enum DecodingFailure {
    static func describe(_ error: DecodingError) -> TransportError {
        switch error {
        case .keyNotFound(let key, let context):
            .decodingFailed(path: path(context.codingPath + [key]), reason: "missing key '\(key.stringValue)'")
        case .valueNotFound(let type, let context):
            .decodingFailed(path: path(context.codingPath), reason: "no \(type) value")
        case .typeMismatch(let type, let context):
            .decodingFailed(path: path(context.codingPath), reason: "expected \(type)")
        case .dataCorrupted(let context):
            .decodingFailed(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            .decodingFailed(path: "", reason: String(describing: error))
        }
    }

    /// `feed.entry[3].id` style paths.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { result, key in
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += (result.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
