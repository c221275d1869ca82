/// One element of a validation error's `loc`: a field name or an index.
enum LocationPartDTO: Decodable, Sendable, Hashable {
    /// A field name, such as `release_year`.
    case name(String)
    /// A list index or byte offset.
    case index(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let index = try? container.decode(Int.self) {
            self = .index(index)
        } else {
            self = .name(try container.decode(String.self))
        }
    }
}
