/// A film genre, as the bundled Wikidata catalog names them.
public enum Genre: String, CaseIterable, Hashable, Comparable, Sendable {
    case action = "Action"
    case adventure = "Adventure"
    case animation = "Animation"
    case biography = "Biography"
    case comedy = "Comedy"
    case crime = "Crime"
    case documentary = "Documentary"
    case drama = "Drama"
    case family = "Family"
    case fantasy = "Fantasy"
    case history = "History"
    case horror = "Horror"
    case music = "Music"
    case musical = "Musical"
    case mystery = "Mystery"
    case romance = "Romance"
    case sciFi = "Sci-Fi"
    case sport = "Sport"
    case thriller = "Thriller"
    case war = "War"
    case western = "Western"

    /// The genre's position in `allCases`, used as its bit in ``GenreSet``.
    public var index: Int { Genre.allCases.firstIndex(of: self) ?? 0 }

    /// Finds a genre from loose user input: any case, with or without spaces or hyphens.
    public static func parse(_ text: String) -> Genre? {
        let key = normalizedKey(text)
        return allCases.first { normalizedKey($0.rawValue) == key }
    }

    /// Orders genres by their declaration order, which is alphabetical.
    public static func < (lhs: Genre, rhs: Genre) -> Bool { lhs.index < rhs.index }

    private static func normalizedKey(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter })
    }
}
