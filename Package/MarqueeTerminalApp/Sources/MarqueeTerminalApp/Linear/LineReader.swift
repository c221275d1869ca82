import Foundation

/// Reads standard input line by line on its own thread, so a blocking read never holds the main actor.
public enum LineReader {
    /// The lines typed on standard input; the stream ends with the input.
    public static func standardInput() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let thread = Thread {
            while let line = readLine(strippingNewline: true) { continuation.yield(line) }
            continuation.finish()
        }
        thread.name = "MarqueeCLI.LineReader"
        thread.start()
        return stream
    }
}
