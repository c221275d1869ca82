/// The attributes of `im:releaseDate`: the date spelled for people.
struct RSSReleaseDateAttributesDTO: Decodable, Hashable, Sendable {
    /// For example "December 15, 2023".
    var label: String?
}
