import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// The array catalog keeps every promise of `CatalogRepository`, as the bundled catalog does.
struct ArrayCatalogContractTests {
    @Test("The array catalog passes the catalog contract")
    func contract() async throws {
        try await CatalogRepositoryContract.verify(ArrayCatalog())
    }

    @Test("A failing array catalog fails every call with its error")
    func failing() async {
        let catalog = ArrayCatalog(failingWith: .unavailable(reason: "gone"))
        await #expect(throws: CatalogError.unavailable(reason: "gone")) { try await catalog.allMovies() }
        await #expect(throws: CatalogError.unavailable(reason: "gone")) {
            try await catalog.movie(withID: Films.all[0].id)
        }
    }
}
