import MarqueeCatalog
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// The bundled catalog keeps every promise of `CatalogRepository`, as the array catalog does.
struct BundledCatalogContractTests {
    @Test("The bundled catalog passes the catalog contract, sampling 500 films")
    func contract() async throws {
        try await CatalogRepositoryContract.verify(BundledCatalog().repository, sampling: 500)
    }
}

/// The bundled blob's ranking keeps every promise of `FeedRanking`, as the engine over films does.
struct BundledRankingContractTests {
    @Test("The bundled ranking passes the feed ranking contract")
    func contract() async throws {
        try await FeedRankingContract.verify(BundledCatalog().ranking)
    }
}
