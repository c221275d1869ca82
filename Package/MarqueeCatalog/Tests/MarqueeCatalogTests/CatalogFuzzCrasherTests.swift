import MarqueeDomain
import Testing

@testable import MarqueeCatalog

/// Every input `Scripts/fuzz` found crashing the bundled catalog's decoder, replayed as a clean error.
///
/// The same bytes sit in `Package/FuzzTesting/Crashers/FuzzBundledCatalog/`, which `Scripts/fuzz` replays first.
struct CatalogFuzzCrasherTests {
    @Test(
        "A catalog header promising more films than its bytes could hold names the count, without reserving for them",
        arguments: [27_777_777, 999_999_999_999_999_999])
    func catalogHeaderPromisesTooMany(promised: Int) {
        // FuzzBundledCatalog/header-promises-millions: the parser reserved room for every promised film, 5.8 GB.
        let film = "tt0000001\tA\t2000\t90\tDrama\tX\tZ\tPG-13\t7.8\t12\tEnglish\tUSA\t\t\t0\t\t\t"
        let reason = "the bundled catalog header promises \(promised) films but holds 1"
        #expect(throws: CatalogError.unavailable(reason: reason)) {
            try BundledCatalogParser.parse("marquee-catalog v2\t\(promised)\n\(film)")
        }
    }
}
