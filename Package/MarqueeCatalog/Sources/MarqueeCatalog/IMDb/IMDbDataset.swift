/// One of IMDb's dataset files: its name in the folder and its exact header.
enum IMDbDataset: String, CaseIterable, Sendable {
    case ratings = "title.ratings.tsv.gz"
    case basics = "title.basics.tsv.gz"
    case crew = "title.crew.tsv.gz"
    case principals = "title.principals.tsv.gz"
    case names = "name.basics.tsv.gz"
    case akas = "title.akas.tsv.gz"

    /// The columns of the header line, which must match exactly.
    var columns: [String] {
        switch self {
        case .ratings: ["tconst", "averageRating", "numVotes"]
        case .basics:
            [
                "tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear",
                "runtimeMinutes", "genres",
            ]
        case .crew: ["tconst", "directors", "writers"]
        case .principals: ["tconst", "ordering", "nconst", "category", "job", "characters"]
        case .names: ["nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"]
        case .akas:
            ["titleId", "ordering", "title", "region", "language", "types", "attributes", "isOriginalTitle"]
        }
    }

    /// Whether the import can do without it: only the alternate titles can.
    var isOptional: Bool { self == .akas }
}
