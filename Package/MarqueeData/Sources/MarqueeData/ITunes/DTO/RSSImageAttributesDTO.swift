/// The attributes of an `im:image` rendition.
struct RSSImageAttributesDTO: Decodable, Hashable, Sendable {
    /// The height in pixels, as a string (`"170"`).
    var height: String?
}
