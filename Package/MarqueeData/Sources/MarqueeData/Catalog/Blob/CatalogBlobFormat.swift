/// The constants of the bundled catalog's binary format, shared by its writer and its loader.
///
/// A blob is little-endian. It begins with a header: the `magic` (8 bytes), the `version` (`UInt32`), the
/// film count (`UInt32`), the section count (`UInt32`), 4 zero bytes, the blob's whole length (`UInt64`) and a
/// `checksum(_:)` of every byte after the header (`UInt64`). A directory follows, one `directoryEntrySize`
/// entry per section: its `CatalogBlobSection` kind (`UInt32`), 4 zero bytes, its offset from the start of
/// the blob and its length in bytes (`UInt64` each). Every section starts on an 8-byte boundary, and the blob
/// ends on one, zero-padded.
package enum CatalogBlobFormat {
    /// The first eight bytes of every blob.
    package static let magic: [UInt8] = Array("MQCATLOG".utf8)
    /// The version this loader reads and the writer writes; bump it whenever a reader of the old one would misread.
    package static let version: UInt32 = 2
    /// The size of the fixed header, before the directory.
    package static let headerSize = 40
    /// The size of one directory entry.
    package static let directoryEntrySize = 24
    /// Where the checksum sits in the header.
    package static let checksumOffset = 32
    /// The unit of a stored co-rating weight, as in the text format.
    package static let weightUnit = 1e-4
    /// The value of an integer column that the catalog does not know (`FilmTable.unknown`).
    package static let unknown = Int32.min

    /// Writes the checksum of the bytes after the header into the header; a blob shorter than its header is left alone.
    /// - Parameter blob: a whole blob, sealed in place.
    package static func seal(_ blob: inout [UInt8]) {
        guard blob.count >= headerSize else { return }
        let sum = blob.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[headerSize...])) }
        withUnsafeBytes(of: sum.littleEndian) { blob.replaceSubrange(checksumOffset..<checksumOffset + 8, with: $0) }
    }

    /// A checksum of 8-byte little-endian words: two running sums, folded into one value at the end.
    ///
    /// The second sum weighs each word by its position, so a swapped or moved word changes the result too.
    /// Additions only, so checking 6 MB costs a fraction of a millisecond.
    /// - Parameter words: the bytes after the header; their count must be a multiple of 8.
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
