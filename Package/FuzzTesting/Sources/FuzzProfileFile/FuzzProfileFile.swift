import FuzzSupport
@_spi(Fuzzing) import MarqueeData

/// A profile file: a profile, or a file moved aside; never a crash.
///
/// A profile Marquee reads it must also be able to save, or the next reaction would be lost.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfileFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let profile = DecoderFuzzing.profile(input.data) else { return 0 }
    guard DecoderFuzzing.profileSaves(profile) else {
        fatalError("a profile that reads cannot be saved again: \(input.text.debugDescription)")
    }
    return 0
}
