/// The Search and Lookup envelope: `{"resultCount": n, "results": [ … ]}`.
struct SearchResponseDTO: Decodable, Hashable, Sendable {
    /// How many results Apple says it sent.
    var resultCount: Int
    /// The results, films and (without `media=movie`) other media mixed.
    var results: [SearchResultDTO]
}
