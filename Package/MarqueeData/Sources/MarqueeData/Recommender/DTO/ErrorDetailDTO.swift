/// FastAPI's `detail`: a string from `HTTPException`, or a list of validation errors from a 422.
enum ErrorDetailDTO: Decodable, Sendable {
    /// `{"detail": "Invalid 'type' or 'rating' input."}`.
    case message(String)
    /// `{"detail": [{"loc": […], "msg": "…", "type": "…"}]}`.
    case issues([ValidationIssueDTO])
    /// Any other shape, such as an object; nothing in it is relied on.
    case unreadable

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let message = try? container.decode(String.self) {
            self = .message(message)
        } else if let issues = try? container.decode([ValidationIssueDTO].self) {
            self = .issues(issues)
        } else {
            self = .unreadable
        }
    }
}
