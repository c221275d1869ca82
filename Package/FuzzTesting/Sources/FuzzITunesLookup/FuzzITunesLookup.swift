import FuzzSupport
@_spi(Fuzzing) import MarqueeData

/// The store id the seeds look up (`cinematic-lookup-response.json`); the fuzzer can reach others by mutation.
let wantedTrackID = 1_895_068_395

/// A Lookup answer body: the film's details, or a `CatalogError`; never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzITunesLookup(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? DecoderFuzzing.lookup(FuzzInput(start, count).data, trackID: wantedTrackID)
    return 0
}
