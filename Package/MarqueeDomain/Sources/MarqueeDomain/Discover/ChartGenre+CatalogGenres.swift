extension ChartGenre {
    /// The bundled catalog's genres that stand in for this chart when the store cannot be reached.
    public var catalogGenres: GenreSet {
        switch self {
        case .actionAndAdventure: [.action, .adventure]
        case .comedy: [.comedy]
        case .drama: [.drama]
        case .horror: [.horror]
        case .kidsAndFamily: [.family, .animation]
        case .sciFiAndFantasy: [.sciFi, .fantasy]
        case .thriller: [.thriller]
        }
    }

    /// Finds a chart genre from loose user input: `sci-fi`, `Sci-Fi & Fantasy`, `kids`, `action`, `THRILLER`.
    public static func parse(_ text: String) -> ChartGenre? {
        let key = String(text.lowercased().filter { $0.isLetter })
        guard !key.isEmpty else { return nil }
        return allCases.first { genre in genre.looseNames.contains(key) }
    }

    /// Every spelling ``parse(_:)`` accepts, letters only and lower-cased.
    private var looseNames: Set<String> {
        switch self {
        case .actionAndAdventure: ["actionandadventure", "actionadventure", "action", "adventure"]
        case .comedy: ["comedy", "comedies"]
        case .drama: ["drama", "dramas"]
        case .horror: ["horror"]
        case .kidsAndFamily: ["kidsandfamily", "kidsfamily", "kids", "family", "children"]
        case .sciFiAndFantasy: ["scifiandfantasy", "scififantasy", "scifi", "sciencefiction", "fantasy"]
        case .thriller: ["thriller", "thrillers"]
        }
    }
}
