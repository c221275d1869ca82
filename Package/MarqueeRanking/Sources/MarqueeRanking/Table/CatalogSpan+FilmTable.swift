import MarqueeDomain

extension CatalogSpan {
    /// Measures a table's span from its year column, without building any film.
    /// - Parameter table: the catalog as columns; `nil` comes back when no film has a year.
    public init?(measuring table: FilmTable) {
        var first = Int32.max
        var last = Int32.min
        for row in 0..<table.count where table.years[row] != FilmTable.unknown {
            first = min(first, table.years[row])
            last = max(last, table.years[row])
        }
        guard first <= last else { return nil }
        self.init(years: Int(first)...Int(last), filmCount: table.count)
    }
}
