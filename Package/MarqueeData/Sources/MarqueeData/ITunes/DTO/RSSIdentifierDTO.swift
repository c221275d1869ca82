/// An RSS entry's `id`: the store URL as text, and the track id in its attributes (required).
struct RSSIdentifierDTO: Decodable, Hashable, Sendable {
    /// The store page URL, for example `https://itunes.apple.com/us/movie/wonka/id1714948342?uo=2`.
    var label: String?
    /// Holds the track id; an entry without one cannot be looked up, so it is a decoding error.
    var attributes: RSSIdentifierAttributesDTO
}
