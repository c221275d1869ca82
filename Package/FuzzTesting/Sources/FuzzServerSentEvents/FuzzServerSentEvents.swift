import Foundation
import FuzzSupport
@_spi(Fuzzing) import MarqueeData
import MarqueeDomain

/// A streamed model reply: SSE events, and the picks inside their data as each one closes.
///
/// Beyond not crashing, the answer must not depend on how the network cut the stream: the events and picks of the
/// whole input in one piece must equal those of the same bytes in pieces of 1 to 16 bytes, with each event's text
/// handed to the picks parser in pieces of 1 to 16 scalars, as a model streams its tokens.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerSentEvents(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let whole = read([input.bytes[...]], inPieces: false)
    let pieces = read(input.chunks, inPieces: true)
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

func read(_ chunks: [ArraySlice<UInt8>], inPieces: Bool) -> StreamOutcome {
    var events = ServerSentEventParser()
    var picks = IncrementalPicksParser()
    var outcome = StreamOutcome()
    func take(_ event: String) {
        outcome.events.append(event)
        // The event's data stands for the model's text: the picks parser reads whatever text arrives.
        if inPieces {
            for piece in pieces(of: event) { outcome.picks += picks.feed(piece) }
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

/// A text cut into pieces of 1 to 16 scalars, each piece's size taken from its first scalar.
func pieces(of text: String) -> [String] {
    var pieces: [String] = []
    var piece = String.UnicodeScalarView()
    var size = 0
    for scalar in text.unicodeScalars {
        if piece.isEmpty { size = 1 + Int(scalar.value % 16) }
        piece.append(scalar)
        if piece.count == size {
            pieces.append(String(piece))
            piece = String.UnicodeScalarView()
        }
    }
    if !piece.isEmpty { pieces.append(String(piece)) }
    return pieces
}
