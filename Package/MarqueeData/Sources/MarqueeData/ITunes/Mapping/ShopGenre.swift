import MarqueeDomain

/// Maps the store's genre names (the same in the RSS chart and in Search) to the catalog's genres.
///
/// Only obvious pairs are mapped; a store genre with no catalog counterpart ("Holiday", "Independent")
/// maps to no genre rather than a guess.
enum ShopGenre {
    private static let table: [String: GenreSet] = [
        "action & adventure": [.action, .adventure],
        "anime": [.animation],
        "comedy": [.comedy],
        "concert films": [.music],
        "documentary": [.documentary],
        "drama": [.drama],
        "horror": [.horror],
        "kids & family": [.family],
        "music": [.music],
        "music documentaries": [.music, .documentary],
        "music feature films": [.music],
        "musicals": [.musical],
        "romance": [.romance],
        "sci-fi & fantasy": [.sciFi, .fantasy],
        "sports": [.sport],
        "thriller": [.thriller],
        "western": [.western],
    ]

    /// The catalog genres for a store genre name.
    /// - Parameter name: for example "Sci-Fi & Fantasy", in any case.
    /// - Returns: the matching genres; empty for an unknown or missing name. The name is read as a reader would
    ///   see it, without controls or escapes.
    static func genres(named name: String?) -> GenreSet {
        guard let name else { return [] }
        return table[UntrustedText.singleLine(name).trimmingCharacters(in: .whitespaces).lowercased()] ?? []
    }
}
