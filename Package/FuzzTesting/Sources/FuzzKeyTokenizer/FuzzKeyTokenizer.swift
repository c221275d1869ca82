import FuzzSupport
import TerminalKit

/// Terminal input read in pieces, as `read(2)` returns it: keys, never a crash, and nothing pending after a flush.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyTokenizer(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    var tokenizer = KeyTokenizer()
    for chunk in FuzzInput(start, count).chunks {
        _ = tokenizer.feed(Array(chunk))
    }
    _ = tokenizer.flush()
    guard tokenizer.flushDeadline == nil else { fatalError("input is still pending after a flush") }
    return 0
}
