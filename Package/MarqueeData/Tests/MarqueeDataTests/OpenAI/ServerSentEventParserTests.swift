import Foundation
import Testing

@testable @_spi(Fuzzing) import MarqueeData

struct ServerSentEventParserTests {
    private static let stream =
        ": OPENROUTER PROCESSING\r\n\r\n" + "data: {\"a\":\"é🎬\"}\n\n"
        + "event: ignored\ndata: line one\ndata: line two\n\n"
        + "data:[DONE]\n\n"

    private static let expected = ["{\"a\":\"é🎬\"}", "line one\nline two", "[DONE]"]

    @Test(
        "Events come out whole whatever the chunk size, even split inside a UTF-8 sequence or inside data:",
        arguments: [1, 2, 3, 5, 7, 13, 1000])
    func splitsAnywhere(size: Int) {
        var parser = ServerSentEventParser()
        var events: [String] = []
        for chunk in OpenAIWire.chunks(Self.stream, size: size) { events += parser.feed(chunk) }
        if let last = parser.finish() { events.append(last) }
        #expect(events == Self.expected)
    }

    @Test("A line much longer than its chunks comes out whole, and the lines after it still arrive one by one")
    func longLineInSmallChunks() {
        let long = String(repeating: "{\"a\":1}", count: 1500)
        var parser = ServerSentEventParser()
        var events: [String] = []
        for chunk in OpenAIWire.chunks("data: \(long)\r\n\r\ndata: next\n\ndata: tail", size: 7) {
            events += parser.feed(chunk)
        }
        #expect(events == [long, "next"])
        #expect(parser.finish() == "tail")
    }

    @Test("An event the server left without its closing blank line is delivered at the end of the stream")
    func finishDeliversTheLastEvent() {
        var parser = ServerSentEventParser()
        let early = parser.feed(Data("data: tail".utf8))
        #expect(early == [])
        #expect(parser.finish() == "tail")
    }
}
