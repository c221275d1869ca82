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
}
