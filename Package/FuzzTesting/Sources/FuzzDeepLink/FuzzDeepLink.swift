import FuzzSupport
@_spi(Fuzzing) import MarqueeCommands

/// A `marquee://` link as `marquee open` reads it: a link, or a usage error; never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = DeepLinkFuzzing.accepts(FuzzInput(start, count).text)
    return 0
}
