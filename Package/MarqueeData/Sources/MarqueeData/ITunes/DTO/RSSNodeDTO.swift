/// An Atom element with optional text and string attributes: `{"label": …, "attributes": {…}}`.
struct RSSNodeDTO<Attributes: Decodable & Hashable & Sendable>: Decodable, Hashable, Sendable {
    /// The element's text, when it has any (`im:contentType` and `category` have none).
    var label: String?
    /// The element's attributes.
    var attributes: Attributes?
}
