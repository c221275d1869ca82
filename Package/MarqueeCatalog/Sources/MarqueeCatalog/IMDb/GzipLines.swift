import CZlib
import Foundation
import MarqueeDomain

/// A gzip file read line by line through the system's zlib, a fixed buffer at a time.
///
/// IMDb's datasets hold tens of millions of rows, several gigabytes once inflated, so no file is ever held whole:
/// 256 KB of compressed input and 1 MB of inflated text are in memory at once (more only for a longer line).
/// A file of several gzip members, as `cat a.gz b.gz` makes, reads as one.
final class GzipLines {
    /// The file's name, for errors and progress.
    let name: String
    /// The compressed file's size in bytes.
    let compressedSize: Int
    /// How many compressed bytes have been read so far.
    private(set) var compressedRead = 0
    private let descriptor: Int32
    private var stream = z_stream()
    private let input: UnsafeMutablePointer<UInt8>
    private var output: UnsafeMutablePointer<UInt8>
    private var outputCapacity = 1 << 20
    private static let inputSize = 1 << 18

    /// Opens a gzip file.
    /// - Parameters:
    ///   - path: where it is.
    ///   - name: its name in errors.
    /// - Throws: `IMDbImportError` `missing` when there is no such file, `unreadable` when it cannot be opened.
    init(path: String, name: String) throws(IMDbImportError) {
        self.name = name
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            throw IMDbImportError(code == ENOENT ? .missing : .unreadable(String(cString: strerror(code))), file: name)
        }
        var status = stat()
        fstat(descriptor, &status)
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw IMDbImportError(.unreadable(String(cString: strerror(EISDIR))), file: name)
        }
        compressedSize = Int(status.st_size)
        input = .allocate(capacity: Self.inputSize)
        output = .allocate(capacity: outputCapacity)
        // 15 + 16: the largest window, and a gzip header required, so a plain or zlib file is refused.
        _ = inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    }

    deinit {
        inflateEnd(&stream)
        close(descriptor)
        input.deallocate()
        output.deallocate()
    }

    /// Calls `body` with every line, without its newline, and its number from 1.
    ///
    /// The bytes are valid only during the call.
    /// - Throws: `IMDbImportError` naming the line being read: `notGzip`, `truncated` (cut short or damaged),
    ///   `unreadable`, or whatever `body` throws.
    func forEachLine(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(IMDbImportError) -> Void
    ) throws(IMDbImportError) {
        var filled = 0
        var line = 0
        var atEnd = false
        var memberEnded = false
        var isFirstRead = true
        while true {
            if stream.avail_in == 0 && !atEnd {
                let count = read(descriptor, input, Self.inputSize)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw IMDbImportError(.unreadable(String(cString: strerror(errno))), file: name, line: line + 1)
                }
                if isFirstRead && (count < 2 || input[0] != 0x1F || input[1] != 0x8B) {
                    throw IMDbImportError(.notGzip, file: name)
                }
                isFirstRead = false
                if count == 0 {
                    atEnd = true
                } else {
                    compressedRead += count
                    stream.next_in = input
                    stream.avail_in = UInt32(count)
                }
            }
            if stream.avail_in == 0 && atEnd {
                guard memberEnded else { throw IMDbImportError(.truncated, file: name, line: line + 1) }
                break
            }
            if memberEnded {
                // Another member follows the one that ended.
                inflateReset(&stream)
                memberEnded = false
            }
            if filled == outputCapacity { grow() }
            stream.next_out = output + filled
            stream.avail_out = UInt32(outputCapacity - filled)
            let status = inflate(&stream, Z_NO_FLUSH)
            switch status {
            case Z_OK, Z_BUF_ERROR: break
            case Z_STREAM_END: memberEnded = true
            default: throw IMDbImportError(.truncated, file: name, line: line + 1)
            }
            let end = outputCapacity - Int(stream.avail_out)
            var start = 0
            while start < end, let newline = memchr(output + start, 0x0A, end - start) {
                let stop = newline.assumingMemoryBound(to: UInt8.self) - output
                line += 1
                try body(UnsafeBufferPointer(start: output + start, count: stop - start), line)
                start = stop + 1
            }
            if start > 0 && start < end { memmove(output, output + start, end - start) }
            filled = end - start
        }
        if filled > 0 {
            line += 1
            try body(UnsafeBufferPointer(start: output, count: filled), line)
        }
    }

    /// Doubles the inflated buffer for a line longer than it, keeping the part already read.
    private func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: outputCapacity * 2)
        larger.update(from: output, count: outputCapacity)
        output.deallocate()
        output = larger
        outputCapacity *= 2
    }
}
