import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe standing in for a terminal: tests write "typed" bytes into one end and hand the other to `Terminal`.
final class TestPipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    func send(_ bytes: [UInt8]) {
        let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
    }

    func closeWriteEnd() {
        close(writeEnd)
    }

    func closeReadEnd() {
        close(readEnd)
    }

    /// Reads until end of input.
    func readAll() -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return result }
            result += buffer[0..<count]
        }
    }
}
