/// The attributes of `category` and `im:contentType`: a term with its id and label.
struct RSSCategoryAttributesDTO: Decodable, Hashable, Sendable {
    /// The genre id as a string (`"4410"`); absent on `im:contentType`.
    var id: String?
    /// The store's name for it, for example "Kids & Family" or "Movie".
    var term: String?
    /// The genre page URL; absent on `im:contentType`.
    var scheme: String?
    /// The display label, usually the same as `term`.
    var label: String?

    private enum CodingKeys: String, CodingKey {
        case id = "im:id"
        case term, scheme, label
    }
}
