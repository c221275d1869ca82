import Foundation

/// A response whose body is still arriving.
public struct HTTPStream: Sendable {
    /// The status code.
    public let status: Int
    /// Headers with lower-cased names.
    public let headers: [String: String]
    /// The body's chunks, in order; the stream finishes with the body or throws a ``TransportError``.
    public let chunks: AsyncThrowingStream<Data, any Error>

    /// Creates a stream.
    public init(status: Int, headers: [String: String], chunks: AsyncThrowingStream<Data, any Error>) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.chunks = chunks
    }
}
