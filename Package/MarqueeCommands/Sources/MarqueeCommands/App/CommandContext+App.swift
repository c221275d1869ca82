import MarqueeDomain
import MarqueePresentation
import TerminalKit

extension CommandContext {
    /// The full-screen app's reducer, from the factory every command uses.
    /// - Parameters:
    ///   - recommender: the form mode's service, or `nil` for the local engine alone.
    ///   - imageProtocol: how the terminal shows the detail panel's poster, or `nil` for no images (no poster is
    ///     then ever fetched).
    /// - Returns: the app's reducer.
    @MainActor func appReducer(
        recommender: (any RecommenderRepository)?, imageProtocol: ImageProtocol? = nil
    ) -> AppReducer {
        reducers.app(recommender: recommender, imageProtocol: imageProtocol)
    }

    /// The app's state before anything has loaded: fifty films to swipe through, the model Ask uses (none when
    /// none is configured: Ask answers offline), and where the profile lives.
    var appState: AppState {
        let model = useCases.ask().modelName
        return AppState(
            ask: AskState(modelName: model),
            preferences: PreferencesState(profileLocation: dependencies.profileFile.path))
    }
}
