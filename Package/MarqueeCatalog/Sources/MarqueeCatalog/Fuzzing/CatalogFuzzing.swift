import Foundation
import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The bundled catalog's decoder, one synchronous call, for the fuzz target in `Package/FuzzTesting`.
///
/// Behind `@_spi(Fuzzing)`, so the public API stays as it is: the blob's reader remains internal.
@_spi(Fuzzing) public enum CatalogFuzzing {
    /// The bundled catalog's bytes as ``BundledCatalogRepository`` reads them: a checked binary blob.
    ///
    /// The checksum is rewritten first: nearly every mutation would otherwise stop at it, and the fuzzer is
    /// after the structural checks behind it (a corrupt checksum itself is covered by MarqueeCatalogTests).
    /// - Parameter bytes: the blob, whatever it holds.
    /// - Returns: every film, built from the blob.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` naming what is corrupt.
    public static func bundledCatalog(_ bytes: Data) throws(CatalogError) -> [Movie] {
        var blob = [UInt8](bytes)
        CatalogBlobFormat.seal(&blob)
        return try CatalogBlob.movies(in: blob)
    }
}
