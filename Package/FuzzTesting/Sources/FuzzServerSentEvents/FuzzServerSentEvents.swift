import Foundation
import FuzzSupport
import MarqueeData
import MarqueeDomain

/// A streamed model reply: SSE events, and the picks inside their data as each one closes.
///
/// Beyond not crashing, the answer must not depend on how the network cut the stream: the events and picks of the
/// whole input in one piece must equal those of the same bytes in pieces of 1 to 16 bytes, with each event's text
/// handed to the picks parser one scalar at a time, as a model streams its tokens.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerSentEvents(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let whole = read([input.bytes[...]], scalarByScalar: false)
    let pieces = read(input.chunks, scalarByScalar: true)
    guard whole == pieces else {
        fatalError("the stream's events or picks depend on its chunking: \(whole) versus \(pieces)")
    }
    return 0
}

/// What a reader keeps of a stream: every event's data, the picks in them, and the parser's counters.
struct StreamOutcome: Equatable {
    var events: [String] = []
    var picks: [ChatPick] = []
    var unreadable = 0
    var cutInsidePick = false
}

func read(_ chunks: [ArraySlice<UInt8>], scalarByScalar: Bool) -> StreamOutcome {
    var events = ServerSentEventParser()
    var picks = IncrementalPicksParser()
    var outcome = StreamOutcome()
    func take(_ event: String) {
        outcome.events.append(event)
        // The event's data stands for the model's text: the picks parser reads whatever text arrives.
        if scalarByScalar {
            for scalar in event.unicodeScalars { outcome.picks += picks.feed(String(scalar)) }
        } else {
            outcome.picks += picks.feed(event)
        }
    }
    for chunk in chunks {
        events.feed(Data(chunk)).forEach(take)
    }
    if let last = events.finish() { take(last) }
    outcome.unreadable = picks.unreadable
    outcome.cutInsidePick = picks.isInsidePick
    return outcome
}
