import Foundation

/// What every test that starts a server from `Scripts/` needs: where the checkout is, and its first line of output.
enum ServerScript {
    /// The checkout's root, seven folders above this file.
    static var repositoryRoot: URL {
        var url = URL(filePath: #filePath)
        for _ in 0..<7 { url = url.deletingLastPathComponent() }
        return url
    }

    /// Reads up to the first newline on a Dispatch thread, so the blocking read never holds a Swift task thread.
    static func firstLine(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var line = Data()
                while true {
                    let byte = handle.readData(ofLength: 1)
                    if byte.isEmpty || byte == Data("\n".utf8) { break }
                    line.append(byte)
                }
                continuation.resume(returning: String(decoding: line, as: UTF8.self))
            }
        }
    }
}
