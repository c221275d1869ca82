import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

extension CatalogBlob {
    /// One section's bytes, with their padding, and the checksum its directory entry gives them.
    struct Checked {
        /// The section's kind, for the error.
        let kind: UInt32
        /// The section's bytes, padded to a whole number of 8-byte words.
        let bytes: UnsafeRawBufferPointer
        /// The checksum the directory stores for them.
        let checksum: UInt64

        /// Checks the bytes against their checksum.
        /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` naming the section when they differ.
        func verify() throws(CatalogError) {
            guard CatalogBlobFormat.checksum(bytes) == checksum else {
                throw CatalogError.unavailable(
                    reason: "the bundled catalog is corrupt: section \(kind) fails its checksum")
            }
        }
    }
}
