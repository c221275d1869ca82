import Foundation
import MarqueeCatalog
import MarqueeCommands
import MarqueeData
import MarqueeDomain
import MarqueePresentation
import MarqueeRanking
import MarqueeRequests
import MarqueeSearch
import MarqueeWords

extension AppDependencies {
    /// The real app: the bundled catalog, the profile in the user's data folder, the store, the recommender and the
    /// language model, each configured from settings read once.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - console: where a recovered profile is reported.
    ///   - l10n: the language of that report.
    /// - Returns: the live dependencies.
    /// - Throws: ``CommandFailure/catalog(_:)`` when the bundled catalog cannot be loaded.
    @MainActor public static func live(
        environment: [String: String], console: Console, l10n: Localizer
    ) throws(CommandFailure) -> AppDependencies {
        let settings = AppSettings(environment: environment)
        let catalog: BundledCatalog
        // The person's IMDb catalog when they imported one (a missing file costs one failed open), else the bundled.
        let overlay = IMDbOverlay(folder: settings.dataDirectory)
        var imported: BundledCatalog?
        do {
            imported = try overlay.open()
        } catch {
            // Said, then set aside: a broken overlay must not stop `marquee catalog remove-imdb` from deleting it.
            imported = nil
            if case .unavailable(let reason) = error { console.error("marquee: " + reason) }
        }
        if let imported {
            catalog = imported
        } else {
            do { catalog = try BundledCatalog() } catch { throw .catalog(error) }
        }
        let profile = FileProfileRepository(directory: settings.dataDirectory) { recovery in
            console.error("marquee: " + l10n(.failureProfileRecovered, recovery.reason, recovery.movedTo))
        }
        let titles = TitleMatcher()
        // What the store filled in for thin films, from earlier lookups: every reader of films sees it, labelled.
        let shopFacts = ShopFactsFile(directory: settings.dataDirectory) { problem in
            console.error("marquee: " + l10n(.failureShopFactsUnreadable, problem.path, problem.reason))
        }
        let filled = ShopFilledCatalogRepository(wrapping: catalog.repository, facts: shopFacts)
        return AppDependencies(
            catalog: filled,
            ranking: ShopFilledRanking(wrapping: catalog.ranking) { await filled.filledFilms() },
            search: ShopFilledSearch(wrapping: catalog.search) { await filled.filledFilms() },
            facts: catalog.facts,
            answering: OfflineAskEngine.findingTitlesBySearch,
            formAnswering: LocalFormEngine(),
            titles: titles,
            profile: BroadcastingProfileRepository(wrapping: profile),
            profileFile: settings.dataDirectory.appending(path: FileProfileRepository.fileName),
            shop: .live(settings, titles: titles),
            posters: LazyPosters(settings),
            shelfFormat: LetterboxdShelfFormat(),
            shelfFiles: LocalShelfFiles(),
            togetherFiles: LocalTogetherFiles(dataDirectory: settings.dataDirectory),
            recommenders: RecommenderAccess(configuredAddress: settings.recommenderAddress) { address in
                FastAPIRecommenderRepository(
                    endpoint: RecommenderEndpoint(baseURL: address.baseURL), transport: CurlTransport())
            },
            languageModel: OpenAIModelAccess(file: settings.modelSettingsFile, variables: settings.modelVariables),
            requests: OfflineRequestReader(),
            imdb: LiveIMDbImport(file: overlay, opened: imported?.repository),
            shopFacts: shopFacts
        )
    }
}
