import FuzzSupport
@_spi(Fuzzing) import MarqueeData

/// The bundled catalog's bytes: films, or a `CatalogError` naming the line; never a crash.
///
/// The target hands over raw bytes, so when the catalog becomes a binary format only `DecoderFuzzing` and the seeds
/// change.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundledCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? DecoderFuzzing.bundledCatalog(FuzzInput(start, count).data)
    return 0
}
