/// The attributes of an RSS entry's `id`.
struct RSSIdentifierAttributesDTO: Hashable, Sendable {
    /// The store track id as the wire sends it: a string of digits such as `"1714948342"`.
    var id: String
}

extension RSSIdentifierAttributesDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id = "im:id"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        // The id becomes `itunes:<id>` and a lookup parameter, so anything but digits is malformed, not a film.
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "track id '\(id)' is not a number")
        }
    }
}
