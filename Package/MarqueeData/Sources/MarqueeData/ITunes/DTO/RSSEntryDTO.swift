/// One film in the RSS top-movies chart, mirroring the wire's `im:` keys and `{"label": …}` wrappers.
///
/// `im:name`, `title` and `id` (with its `im:id`) are required: an entry without them is malformed and fails
/// decoding with its coding path. Everything else may be missing.
struct RSSEntryDTO: Hashable, Sendable {
    /// `im:name`: the film's title.
    var name: RSSLabelDTO
    /// `im:image`: poster renditions, smallest first (`39x60bb.png` … `113x170bb.png`).
    var images: [RSSNodeDTO<RSSImageAttributesDTO>]?
    /// The synopsis.
    var summary: RSSLabelDTO?
    /// `im:price`: the purchase price.
    var price: RSSNodeDTO<RSSPriceAttributesDTO>?
    /// `im:rentalPrice`: the rental price.
    var rentalPrice: RSSNodeDTO<RSSPriceAttributesDTO>?
    /// `im:contentType`: always "Movie" in the movie charts.
    var contentType: RSSNodeDTO<RSSCategoryAttributesDTO>?
    /// The copyright line.
    var rights: RSSLabelDTO?
    /// "<name> - <director>".
    var title: RSSLabelDTO
    /// The store page and the preview video.
    var link: [RSSLinkDTO]?
    /// The store URL and the track id.
    var id: RSSIdentifierDTO
    /// `im:artist`: the director.
    var artist: RSSLabelDTO?
    /// The store genre.
    var category: RSSNodeDTO<RSSCategoryAttributesDTO>?
    /// `im:releaseDate`: ISO 8601 with the storefront's offset, for example `2023-12-15T00:00:00-07:00`.
    var releaseDate: RSSNodeDTO<RSSReleaseDateAttributesDTO>?
}

extension RSSEntryDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case name = "im:name"
        case images = "im:image"
        case summary
        case price = "im:price"
        case rentalPrice = "im:rentalPrice"
        case contentType = "im:contentType"
        case rights, title, link, id
        case artist = "im:artist"
        case category
        case releaseDate = "im:releaseDate"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(RSSLabelDTO.self, forKey: .name)
        images = try container.decodeIfPresent(OneOrMany<RSSNodeDTO<RSSImageAttributesDTO>>.self, forKey: .images)?
            .elements
        summary = try container.decodeIfPresent(RSSLabelDTO.self, forKey: .summary)
        price = try container.decodeIfPresent(RSSNodeDTO<RSSPriceAttributesDTO>.self, forKey: .price)
        rentalPrice = try container.decodeIfPresent(RSSNodeDTO<RSSPriceAttributesDTO>.self, forKey: .rentalPrice)
        contentType = try container.decodeIfPresent(RSSNodeDTO<RSSCategoryAttributesDTO>.self, forKey: .contentType)
        rights = try container.decodeIfPresent(RSSLabelDTO.self, forKey: .rights)
        title = try container.decode(RSSLabelDTO.self, forKey: .title)
        link = try container.decodeIfPresent(OneOrMany<RSSLinkDTO>.self, forKey: .link)?.elements
        id = try container.decode(RSSIdentifierDTO.self, forKey: .id)
        artist = try container.decodeIfPresent(RSSLabelDTO.self, forKey: .artist)
        category = try container.decodeIfPresent(RSSNodeDTO<RSSCategoryAttributesDTO>.self, forKey: .category)
        releaseDate = try container.decodeIfPresent(RSSNodeDTO<RSSReleaseDateAttributesDTO>.self, forKey: .releaseDate)
    }
}
