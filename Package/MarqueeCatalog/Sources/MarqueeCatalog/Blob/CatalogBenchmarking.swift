import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The bundled catalog's two loaders, uncached, for `marquee-bench`'s "catalog load" row.
///
/// Behind `@_spi(Benchmark)`, so the public API stays as it is: the app loads the catalog once per process
/// through ``BundledCatalogRepository``, and only the benchmark needs to repeat the work.
@_spi(Benchmark) public enum CatalogBenchmarking {
    /// Checks the embedded blob and lays out its film table again, as the first ``BundledCatalogRepository`` does.
    /// - Returns: the table, pointing into the blob.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` when the blob does not check.
    public static func loadBundledTable() throws(CatalogError) -> FilmTable {
        try CatalogBlob.bundled().filmTable()
    }

    /// Checks the embedded blob and its prebuilt search index again, as the first search does.
    /// - Returns: the index, pointing into the blob.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` when the blob or its index does not check.
    public static func loadBundledSearchIndex() throws(CatalogError) -> SearchIndex {
        try CatalogBlob.bundled().searchIndex()
    }

    /// Parses catalog text as every run did before the blob, now only `marquee-catalog-pack`'s input.
    /// - Parameter text: format v3 text, as in Scripts/catalog/bundled-catalog.tsv.
    /// - Returns: the films.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` naming a bad line.
    public static func parseText(_ text: String) throws(CatalogError) -> [Movie] {
        try BundledCatalogParser.parse(text)
    }
}
