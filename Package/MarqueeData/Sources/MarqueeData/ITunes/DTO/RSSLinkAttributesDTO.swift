/// The attributes of an RSS `link`.
struct RSSLinkAttributesDTO: Decodable, Hashable, Sendable {
    /// `alternate` for the store page, `enclosure` for the preview video.
    var rel: String?
    /// The MIME type, `text/html` or `video/x-m4v`.
    var type: String?
    /// The URL.
    var href: String?
    /// `Preview` on the enclosure.
    var title: String?
    /// `preview` on the enclosure.
    var assetType: String?

    private enum CodingKeys: String, CodingKey {
        case rel, type, href, title
        case assetType = "im:assetType"
    }
}
