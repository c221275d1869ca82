#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Low-level writes shared by frame output and the signal-time restore.
enum FileDescriptorIO {
    /// Writes every byte, retrying after partial writes and `EINTR`.
    ///
    /// Async-signal-safe: no allocation, no locks, only `write(2)`.
    ///
    /// - Returns: 0 on success, otherwise the `errno` of the failed write.
    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        guard var next = buffer.baseAddress else { return 0 }
        var remaining = buffer.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            next += written
            remaining -= written
        }
        return 0
    }
}
