/// One FastAPI validation error: `{"loc": ["body", "rating"], "msg": "Field required", "type": "missing"}`.
///
/// Pydantic 2 adds `input`, `ctx` and `url`, and Pydantic 1 used other `type` strings; only `loc` and `msg`
/// are relied on.
struct ValidationIssueDTO: Decodable, Sendable {
    /// `loc`: where the error is, as names and indexes (`["body", 16]` is a byte offset in bad JSON).
    let loc: [LocationPartDTO]
    /// `msg`: what is wrong, in the service's words.
    let msg: String
    /// `type`: the error's machine name, such as `missing`.
    let type: String?
}
