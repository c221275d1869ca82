import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeRanking
import MarqueeRequests
import MarqueeSearch
import MarqueeSearchTestSupport
import MarqueeWords

@testable import MarqueeCommands

/// A shelf format of one title a line, reading each line back as a title to save.
struct TitleLines: ShelfFileFormat {
    func encode(_ rows: [ShelfExportRow]) -> Data { Data(rows.map(\.title).joined(separator: "\n").utf8) }

    func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated().map { index, title in
            ShelfImportRow(line: index + 1, title: String(title), year: nil, tags: [ShelfImportRow.savedTag])
        }
    }
}

/// No language model: `ask` answers offline, and the settings are empty.
struct NoLanguageModel: LanguageModelAccess {
    var settingsPath: String { "/home/ada/.config/marquee/model.json" }

    func chatModel(_ choice: ModelChoice) -> (any ChatModelRepository)? { nil }

    func report() throws(ModelSettingsError) -> ModelSettingsReport {
        throw .unreadable(path: settingsPath, reason: "not part of these tests")
    }

    func update(_ change: ModelSettingsChange) throws(ModelSettingsError) {}
}

/// A command's world in memory: the catalog, the profile, the store and the shelf files, with a console that
/// keeps what is written.
struct CommandFixture {
    let catalog: any CatalogRepository
    let profile: InMemoryProfileRepository
    let shop: StubShop
    /// The store past its cache, for `--refresh`; `shop` unless told otherwise.
    let refreshing: StubShop
    let files: InMemoryShelfFiles
    let members: InMemoryMembers
    let output = CapturedConsole()

    init(
        catalog: any CatalogRepository = ArrayCatalog(),
        profile: InMemoryProfileRepository = InMemoryProfileRepository(),
        shop: StubShop = StubShop(),
        refreshing: StubShop? = nil,
        files: InMemoryShelfFiles = InMemoryShelfFiles(),
        members: InMemoryMembers = InMemoryMembers()
    ) {
        self.catalog = catalog
        self.profile = profile
        self.shop = shop
        self.refreshing = refreshing ?? shop
        self.files = files
        self.members = members
    }

    /// The dependencies the composition root would build, over the doubles and the app's own engines.
    var dependencies: AppDependencies {
        let ranking = TableRanking(catalog: catalog)
        return AppDependencies(
            catalog: catalog, ranking: ranking, search: IndexedSearch(catalog: catalog), facts: ranking,
            answering: OfflineAskEngine.findingTitlesBySearch, formAnswering: LocalFormEngine(), titles: TitleMatcher(),
            profile: profile,
            profileFile: URL(fileURLWithPath: "/home/ada/profile.json"),
            shop: ShopAccess(cached: shop, refreshing: refreshing), posters: NoPosters(), shelfFormat: TitleLines(),
            shelfFiles: files, togetherFiles: members,
            recommenders: RecommenderAccess(configuredAddress: nil, connect: { _ in UnimplementedRecommender() }),
            languageModel: NoLanguageModel(), requests: OfflineRequestReader())
    }

    /// The context a command runs in: English, `format`, writing to the captured console.
    func context(_ format: OutputFormat = .text) -> CommandContext {
        CommandContext(dependencies: dependencies, console: output.console, format: format, l10n: Localizer(.english))
    }
}
