import MarqueeCatalogBlob
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

struct CatalogReleaseTests {
    @Test("Handing pages back acts only on the bundled blob: other memory keeps its bytes")
    func otherMemoryIsLeftAlone() {
        let size = 1 << 16
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: size * 4, alignment: size)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xA5)
        marquee_catalog_release(memory.baseAddress, memory.count)
        // Dropped anonymous pages would read back as zeros.
        #expect(memory.allSatisfy { $0 == 0xA5 })
    }

    @Test("The bundled blob reads the same bytes after its pages are handed back")
    func blobReadsTheSame() {
        let blob = UnsafeRawBufferPointer(start: marquee_catalog_bytes(), count: marquee_catalog_length())
        let before = CatalogBlobFormat.checksum(blob)
        marquee_catalog_release(blob.baseAddress, blob.count)
        #expect(CatalogBlobFormat.checksum(blob) == before)
    }
}
