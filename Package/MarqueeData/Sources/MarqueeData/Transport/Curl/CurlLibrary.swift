import CCurl

/// libcurl, opened with `dlopen` on the first request and kept for the life of the process.
///
/// Loading it late keeps libcurl and the libraries it needs out of every command that never goes online:
/// `tonight`, `feed` and `--version` start without mapping them.
final class CurlLibrary: Sendable {
    /// The name the system's libcurl is found under; Debian's `libcurl4` package provides it.
    static let systemName = "libcurl.so.4"

    /// The table of libcurl's functions, filled by the C loader.
    nonisolated(unsafe) let functions: OpaquePointer

    private init(functions: OpaquePointer) {
        self.functions = functions
    }

    /// Opens the library called `name`, or says why it cannot be used.
    ///
    /// The C loader keeps each opened library, so asking again for the same name is cheap.
    static func open(_ name: String) -> Result<CurlLibrary, TransportError> {
        var error = [CChar](repeating: 0, count: 512)
        guard let functions = mq_curl_open(name, &error, error.count) else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.offline(reason: .noNetworkLibrary(library: name, detail: reason)))
        }
        return .success(CurlLibrary(functions: functions))
    }
}
