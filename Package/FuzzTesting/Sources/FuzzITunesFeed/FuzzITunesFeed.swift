import FuzzSupport
@_spi(Fuzzing) import MarqueeData

/// An RSS top-movies chart body: decoded and mapped, or a `CatalogError`; never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzITunesFeed(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? DecoderFuzzing.topMovies(FuzzInput(start, count).data)
    return 0
}
