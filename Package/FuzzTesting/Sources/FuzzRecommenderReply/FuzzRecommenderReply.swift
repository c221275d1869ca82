import FuzzSupport
@_spi(Fuzzing) import MarqueeData

/// The statuses a `/predict/` answer is read under; the input's first byte picks one.
let statuses = [200, 201, 204, 400, 404, 409, 422, 429, 500, 502, 503, 504]

/// A `/predict/` response: the valid cards, or a `RecommenderError`; never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecommenderReply(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let first = input.bytes.first else { return 0 }
    let status = statuses[Int(first) % statuses.count]
    let body = FuzzInput(bytes: Array(input.bytes.dropFirst())).data
    _ = try? DecoderFuzzing.recommenderReply(status: status, body: body)
    return 0
}
