import FuzzSupport
@_spi(Fuzzing) import MarqueeCatalog

/// The bundled catalog's blob: films, or a `CatalogError` naming what is corrupt; never a crash or a stray read.
///
/// The seeds are small blobs written by `marquee-catalog-pack`; `CatalogFuzzing` reseals each input's checksum, so
/// mutations reach the structural checks behind it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundledCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? CatalogFuzzing.bundledCatalog(FuzzInput(start, count).data)
    return 0
}
