import Foundation
import MarqueeDomain

/// Reads one IMDb dataset row by row: the header checked exactly, every row checked for UTF-8 and its columns.
///
/// One pass over each row's bytes, eight at a time, finds its tabs and whether any byte is above ASCII; only a row
/// with such a byte is decoded to check its UTF-8, so the tens of millions of plain rows cost one pass each.
struct IMDbTableReader {
    /// What the reader reports while it reads: the file, rows so far, and the share of the file read.
    typealias Progress = (_ file: String, _ rows: Int, _ fraction: Double) -> Void

    /// How many rows pass between two progress reports.
    static let progressInterval = 1 << 16

    /// Reads every row of a dataset in a folder.
    /// - Parameters:
    ///   - dataset: which file.
    ///   - folder: the folder holding it.
    ///   - progress: called every ``progressInterval`` rows and once at the end.
    ///   - body: called with each row after the header.
    /// - Returns: whether the file was there (only an optional dataset may be missing).
    /// - Throws: `IMDbImportError` naming the file and line.
    @discardableResult
    static func read(
        _ dataset: IMDbDataset, in folder: String, progress: Progress,
        _ body: (IMDbRow) throws(IMDbImportError) -> Void
    ) throws(IMDbImportError) -> Bool {
        let path = (folder as NSString).appendingPathComponent(dataset.rawValue)
        let lines: GzipLines
        do {
            lines = try GzipLines(path: path, name: dataset.rawValue)
        } catch  where error.problem == .missing && dataset.isOptional {
            return false
        }
        let columns = dataset.columns.count
        let header = Array(dataset.columns.joined(separator: "\t").utf8)
        let ends = UnsafeMutableBufferPointer<Int>.allocate(capacity: columns)
        defer { ends.deallocate() }
        var rows = 0
        try lines.forEachLine { bytes, line throws(IMDbImportError) in
            if line == 1 {
                guard bytes.elementsEqual(header) else {
                    throw IMDbImportError(.wrongHeader, file: dataset.rawValue, line: 1)
                }
                return
            }
            let (fields, ascii) = split(bytes, into: ends)
            guard ascii || isUTF8(bytes) else {
                throw IMDbImportError(.invalidUTF8, file: dataset.rawValue, line: line)
            }
            guard fields >= columns else { throw IMDbImportError(.tooFewColumns, file: dataset.rawValue, line: line) }
            rows += 1
            if rows % progressInterval == 0 {
                // Below 1 until the last row: the last buffer is read before its rows are, and 1 means done.
                let read = Double(lines.compressedRead) / Double(max(lines.compressedSize, 1))
                progress(dataset.rawValue, rows, min(read, 0.999))
            }
            try body(IMDbRow(bytes: bytes, ends: UnsafeBufferPointer(ends)))
        }
        progress(dataset.rawValue, rows, 1)
        return true
    }

    /// Finds a row's field ends (its first `ends.count`) and counts its fields; also whether every byte is ASCII.
    private static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, into ends: UnsafeMutableBufferPointer<Int>
    ) -> (fields: Int, ascii: Bool) {
        guard let base = bytes.baseAddress else {
            ends[0] = 0
            return (1, true)
        }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        var tabs = 0
        var offset = 0
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            high |= word
            let xored = word ^ 0x0909_0909_0909_0909
            // A set top bit exactly where a byte is a tab (zero after the xor), with no false positives.
            var found = ~(((xored & lows) &+ lows) | xored | lows)
            while found != 0 {
                if tabs < ends.count { ends[tabs] = offset + found.trailingZeroBitCount / 8 }
                tabs += 1
                found &= found - 1
            }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            high |= UInt64(byte)
            if byte == 0x09 {
                if tabs < ends.count { ends[tabs] = offset }
                tabs += 1
            }
            offset += 1
        }
        if tabs < ends.count { ends[tabs] = bytes.count }
        return (tabs + 1, high & 0x8080_8080_8080_8080 == 0)
    }

    /// Whether bytes are well-formed UTF-8.
    private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
