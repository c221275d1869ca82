import MarqueeDomain
import Testing

@testable import MarqueeCatalog

/// The blob linked into the binary is opened by its shape alone at start; here it gets every check outside bytes
/// get: each section's checksum, every offset, list and reference, and the search index's numbers.
struct EmbeddedBlobIntegrityTests {
    @Test("The embedded blob passes the full check, search index included")
    func fullCheck() throws {
        let blob = try CatalogBlob.bundled(fully: true)
        #expect(blob.count > 18_000)
        _ = try blob.searchIndex()
    }

    @Test("The embedded blob opened by its shape reads the same films as fully checked")
    func shapeOnlyReadsTheSame() throws {
        let trusted = try CatalogBlob.bundled()
        let checked = try CatalogBlob.bundled(fully: true)
        #expect(trusted.count == checked.count)
        for row in stride(from: 0, to: checked.count, by: 997) {
            #expect(trusted.movie(at: row) == checked.movie(at: row))
        }
    }
}
