import MarqueeDomain

extension Localizer {
    /// A genre's name as the language says it: `Science-Fiction` in German for `Sci-Fi`.
    ///
    /// Only for people: `--genre` values, `--json` and the profile keep the stable English name.
    public func genre(_ genre: Genre) -> String {
        self(.genre(genre))
    }

    /// Several genres' names, in their usual order, separated by commas.
    public func genres(_ genres: GenreSet) -> String {
        genres.map(genre).joined(separator: ", ")
    }
}
