import Foundation

/// One libFuzzer input, and the ways every target reads it.
public struct FuzzInput: Sendable {
    /// The input's bytes, copied out of libFuzzer's buffer.
    public let bytes: [UInt8]

    /// Copies the bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
    /// - Parameters:
    ///   - start: the first byte; libFuzzer may pass `nil` for an empty input.
    ///   - count: how many bytes.
    public init(_ start: UnsafeRawPointer?, _ count: Int) {
        guard let start, count > 0 else {
            bytes = []
            return
        }
        bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Creates an input from bytes, for a regression run of a saved crasher.
    /// - Parameter bytes: the input.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes as `Data`, the way a response body or a file arrives.
    public var data: Data { Data(bytes) }

    /// The bytes as text, with invalid UTF-8 replaced, the way a command-line argument arrives.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes cut into pieces of 1 to 16 bytes, sizes taken from the bytes themselves.
    ///
    /// Network reads and terminal reads split anywhere, so a streaming parser must give the same answer however
    /// its input is cut; the sizes follow the data, which lets the fuzzer steer where the cuts fall.
    public var chunks: [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let size = 1 + Int(bytes[start] % 16)
            let end = min(start + size, bytes.count)
            pieces.append(bytes[start..<end])
            start = end
        }
        return pieces
    }
}
