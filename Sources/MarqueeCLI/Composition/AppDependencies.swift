import Foundation
import MarqueeData
import MarqueeDomain

/// The composition root: the only place that builds concrete Data types and hands them inward.
///
/// Everything above this file sees only Domain use cases and Presentation reducers.
public struct AppDependencies: Sendable {
    /// The catalog the app recommends from.
    public let catalog: any CatalogRepository
    /// Where the profile lives.
    public let profile: any ProfileRepository
    /// The folder holding the profile, shown to users who ask where their data is.
    public let dataDirectory: URL

    /// Creates dependencies from parts, for tests.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository, dataDirectory: URL) {
        self.catalog = catalog
        self.profile = profile
        self.dataDirectory = dataDirectory
    }

    /// The real app: the bundled catalog and the profile in the user's data folder.
    /// - Parameters:
    ///   - environment: the process environment (`MARQUEE_HOME`, `XDG_DATA_HOME`, `HOME`).
    ///   - console: where a recovered profile is reported.
    ///   - l10n: the language of that report.
    /// - Throws: ``CommandFailure/catalog(_:)`` when the bundled catalog cannot be loaded.
    public static func live(
        environment: [String: String],
        console: Console,
        l10n: Localizer
    ) throws(CommandFailure) -> AppDependencies {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let directory = DataDirectory.resolve(environment: environment, home: home)
        let catalog: BundledCatalogRepository
        do { catalog = try BundledCatalogRepository() } catch { throw .catalog(error) }
        let profile = FileProfileRepository(directory: directory) { recovery in
            console.error("marquee: " + l10n("failure.profileRecovered", recovery.reason, recovery.movedTo))
        }
        return AppDependencies(catalog: catalog, profile: profile, dataDirectory: directory)
    }

    /// Ranks the feed.
    var loadFeed: LoadFeedUseCase { LoadFeedUseCase(catalog: catalog, profile: profile) }
    /// Records reactions.
    var react: ReactToMovieUseCase { ReactToMovieUseCase(catalog: catalog, profile: profile) }
    /// Stores onboarding choices.
    var completeOnboarding: CompleteOnboardingUseCase { CompleteOnboardingUseCase(profile: profile) }
    /// Lists the saved shelf.
    var listSaved: ListSavedMoviesUseCase { ListSavedMoviesUseCase(catalog: catalog, profile: profile) }
    /// Resolves ids and titles.
    var findMovie: FindMovieUseCase { FindMovieUseCase(catalog: catalog) }
}
