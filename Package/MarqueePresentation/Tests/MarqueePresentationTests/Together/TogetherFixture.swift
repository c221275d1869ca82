import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// People's files held in memory: each source is what reading it gives; saving records what was kept.
struct InMemoryMembers: GroupMemberFiles {
    let sources: [String: GroupMemberSource]
    let savingAllowed: Bool

    init(_ sources: [String: GroupMemberSource] = [:], savingAllowed: Bool = false) {
        self.sources = sources
        self.savingAllowed = savingAllowed
    }

    func read(_ source: String) async throws(ShelfTransferError) -> GroupMemberSource {
        guard let found = sources[source] else { throw .fileNotFound(path: source) }
        return found
    }

    func save(_ source: String, as name: String) throws(ShelfTransferError) {
        if !savingAllowed { Issue.record("nothing should be saved, but \(source) was saved as \(name)") }
    }
}

extension TogetherReducer {
    /// The reducer over the real use cases, with `ranking` for every member's feed; reactions are dated
    /// ``Fixture/now``.
    init(
        catalog: any CatalogRepository = ArrayCatalog(Films.dozen), profile: any ProfileRepository,
        ranking: any FeedRanking = StubRanking(feed: Films.dozen.map(Fixture.recommendation)),
        members: InMemoryMembers = InMemoryMembers()
    ) {
        self.init(
            readMember: ReadGroupMemberUseCase(catalog: catalog, files: members, format: NoShelfFormat()),
            pickTogether: PickTogetherUseCase(profile: profile, ranking: ranking, pool: 12),
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now }),
            files: members)
    }
}

/// A shelf format for tests whose people are all profiles: any use of it is a mistake.
struct NoShelfFormat: ShelfFileFormat {
    func encode(_ rows: [ShelfExportRow]) -> Data {
        Issue.record("encode was not expected")
        return Data()
    }

    func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
        Issue.record("decode was not expected")
        return []
    }
}
