/// The RSS top-movies document: `{"feed": {…}}`.
struct RSSFeedDocumentDTO: Decodable, Hashable, Sendable {
    /// The feed.
    var feed: RSSFeedDTO
}
