/// One `link` of an RSS entry: the store page (`rel` `alternate`) or the trailer (`rel` `enclosure`).
struct RSSLinkDTO: Decodable, Hashable, Sendable {
    /// The link's attributes.
    var attributes: RSSLinkAttributesDTO
    /// The preview's length in milliseconds as a string (`"163167.0"`); only on the enclosure.
    var duration: RSSLabelDTO?

    private enum CodingKeys: String, CodingKey {
        case attributes
        case duration = "im:duration"
    }
}
