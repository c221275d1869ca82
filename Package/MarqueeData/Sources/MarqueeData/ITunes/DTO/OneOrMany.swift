/// A JSON value that is an array, or a single element standing for a one-element array.
///
/// Apple's Atom-to-JSON conversion collapses one-element arrays: a feed with one film has an `entry`
/// object, an entry with one link has a `link` object. Only "this is not an array" falls back to the
/// single element; a bad element inside an array is a real error that names its index.
struct OneOrMany<Element: Decodable & Hashable & Sendable>: Decodable, Hashable, Sendable {
    /// The elements, in wire order.
    let elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            elements = try container.decode([Element].self)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
            elements = [try container.decode(Element.self)]
        }
    }
}
