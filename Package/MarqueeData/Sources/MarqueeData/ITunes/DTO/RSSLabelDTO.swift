/// An Atom element that carries only text: `{"label": "Wonka"}`.
struct RSSLabelDTO: Decodable, Hashable, Sendable {
    /// The text; always a string on the wire, numbers included.
    var label: String
}
