/// The RSS feed object; only the members Marquee reads are mirrored.
struct RSSFeedDTO: Hashable, Sendable {
    /// When Apple last built the chart.
    var updated: RSSLabelDTO?
    /// The chart's title, for example "iTunes Store: Top Movies".
    var title: RSSLabelDTO?
    /// The films in chart order; empty when `entry` is missing (an empty chart) or an empty array.
    var entry: [RSSEntryDTO]
}

extension RSSFeedDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case updated, title, entry
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        updated = try container.decodeIfPresent(RSSLabelDTO.self, forKey: .updated)
        title = try container.decodeIfPresent(RSSLabelDTO.self, forKey: .title)
        entry = try container.decodeIfPresent(OneOrMany<RSSEntryDTO>.self, forKey: .entry)?.elements ?? []
    }
}
