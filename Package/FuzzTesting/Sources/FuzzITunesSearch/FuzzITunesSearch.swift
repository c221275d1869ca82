import FuzzSupport
@_spi(Fuzzing) import MarqueeData

/// A Search answer body: decoded and mapped, or a `CatalogError`; never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzITunesSearch(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? DecoderFuzzing.search(FuzzInput(start, count).data)
    return 0
}
