import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal whether it speaks the kitty graphics protocol, the way kitty's documentation recommends.
public enum KittyQuery {
    /// A graphics query for a 1×1 RGB image with id 31 (`a=q` only asks, nothing is shown), then a primary
    /// device-attributes request, which every terminal answers, so the wait ends early on terminals without kitty.
    public static let request = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"

    /// Writes ``request`` to `output` and reads the reply from `input` in raw mode for at most `timeout`.
    ///
    /// The terminal's settings are restored before returning. Any failure (input not a terminal, a failed write,
    /// no reply in time) means "no": the caller then falls back to the environment, and the text is unaffected.
    /// - Parameters:
    ///   - input: the terminal's input descriptor.
    ///   - output: the terminal's output descriptor.
    ///   - timeout: how long to wait for the whole reply.
    /// - Returns: whether the terminal answered the graphics query with `OK`.
    public static func kittyAnswers(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        timeout: Duration = .milliseconds(150)
    ) -> Bool {
        var original = termios()
        guard isatty(input) == 1, tcgetattr(input, &original) == 0 else { return false }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return false }
        defer { _ = tcsetattr(input, TCSANOW, &original) }
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ FileDescriptorIO.writeAll(output, $0) }) == 0 else { return false }
        var reply = KittyQueryReply()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var buffer = [UInt8](repeating: 0, count: 256)
        while !reply.isComplete {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, max(1, milliseconds)) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            for byte in buffer[0..<count] { reply.feed(byte) }
        }
        return reply.kittyAnswered
    }
}
