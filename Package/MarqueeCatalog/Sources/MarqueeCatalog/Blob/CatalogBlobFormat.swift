/// The constants of the bundled catalog's binary format, shared by its writer and its loader.
///
/// A blob is little-endian. It begins with a header: the `magic` (8 bytes), the `version` (`UInt32`), the
/// film count (`UInt32`), the section count (`UInt32`), 4 zero bytes, the blob's whole length (`UInt64`) and a
/// `checksum(_:)` of the directory (`UInt64`). The directory follows, one `directoryEntrySize` entry per section:
/// its `CatalogBlobSection` kind (`UInt32`), 4 zero bytes, its offset from the start of the blob, its length in
/// bytes and the `checksum(_:)` of its bytes with their padding (`UInt64` each). The sections follow in directory
/// order, each starting where the one before ends, rounded up to 8 bytes; the blob ends where the last one does.
///
/// Each section has its own checksum so a run checks only what it reads: the search index is most of the blob,
/// and a run that never searches never touches it (``CatalogBlobSection/isSearchIndex``).
package enum CatalogBlobFormat {
    /// The first eight bytes of every blob.
    package static let magic: [UInt8] = Array("MQCATLOG".utf8)
    /// The version this loader reads and the writer writes; bump it whenever a reader of the old one would misread.
    package static let version: UInt32 = 3
    /// The size of the fixed header, before the directory.
    package static let headerSize = 40
    /// The size of one directory entry.
    package static let directoryEntrySize = 32
    /// Where the directory's checksum sits in the header.
    package static let checksumOffset = 32
    /// Where a section's checksum sits in its directory entry.
    package static let entryChecksumOffset = 24
    /// The unit of a stored co-rating weight, as in the text format.
    package static let weightUnit = 1e-4
    /// The value of an integer column that the catalog does not know (`FilmTable.unknown`).
    package static let unknown = Int32.min

    /// Writes every section's checksum into its directory entry, then the directory's into the header.
    ///
    /// A blob too short for its header or directory, or whose entries point outside it, is left as it is.
    /// - Parameter blob: a whole blob, sealed in place.
    package static func seal(_ blob: inout [UInt8]) {
        guard blob.count >= headerSize else { return }
        func word(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(blob[offset + $1]) << (8 * $1) }
        }
        let entries = word(16, 4)
        let directoryEnd = headerSize + entries * directoryEntrySize
        guard entries >= 0, directoryEnd <= blob.count else { return }
        for entry in 0..<entries {
            let at = headerSize + entry * directoryEntrySize
            let (start, length) = (word(at + 8, 8), word(at + 16, 8))
            // Checked before any sum, so a fuzzed offset or length near `Int.max` cannot overflow.
            guard start >= 0, length >= 0, start <= blob.count, length <= blob.count - start else { continue }
            let end = min(blob.count, start + padded(length))
            let sum = blob.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
            write(sum, into: &blob, at: at + entryChecksumOffset)
        }
        let directory = headerSize..<min(blob.count, padded(directoryEnd))
        let sum = blob.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[directory])) }
        write(sum, into: &blob, at: checksumOffset)
    }

    /// A length rounded up to the next multiple of 8, where the next section starts.
    package static func padded(_ length: Int) -> Int { (length + 7) / 8 * 8 }

    private static func write(_ value: UInt64, into blob: inout [UInt8], at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { blob.replaceSubrange(offset..<offset + 8, with: $0) }
    }

    /// A checksum of 8-byte little-endian words: two running sums, folded into one value at the end.
    ///
    /// The second sum weighs each word by its position, so a swapped or moved word changes the result too.
    /// Additions only, so checking 6 MB costs a fraction of a millisecond.
    /// - Parameter words: the bytes to check; their count must be a multiple of 8.
    /// - Returns: the checksum.
    package static func checksum(_ words: UnsafeRawBufferPointer) -> UInt64 {
        var first: UInt64 = 0x6D61_7271_7565_6521
        var second: UInt64 = 0
        var offset = 0
        while offset + 8 <= words.count {
            first &+= UInt64(littleEndian: words.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            second &+= first
            offset += 8
        }
        return first ^ (second &* 0x9E37_79B9_7F4A_7C15)
    }
}
