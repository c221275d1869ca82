import MVIKit
import MarqueeDomain

/// The preferences screen's state machine: show the profile, and reset it only after a confirmation.
public struct PreferencesReducer: Reducer {
    private let loadProfile: LoadProfileUseCase
    private let resetProfile: ResetProfileUseCase

    /// Creates the reducer.
    public init(loadProfile: LoadProfileUseCase, resetProfile: ResetProfileUseCase) {
        self.loadProfile = loadProfile
        self.resetProfile = resetProfile
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout PreferencesState, _ intent: PreferencesIntent) -> Effect<PreferencesIntent> {
        switch intent {
        case .reload:
            if state.profile.value == nil { state.profile = .loading }
            let loadProfile = self.loadProfile
            return .run(id: "load") { send in
                do throws(ProfileError) {
                    await send(.profileLoaded(try await loadProfile.execute()))
                } catch {
                    await send(.loadFailed(error))
                }
            }
        case .profileLoaded(let profile):
            state.profile = .loaded(profile)
            return .none
        case .loadFailed(let error):
            // A profile already on screen stays; only a first load shows the failure in its place.
            if state.profile.value == nil { state.profile = .failed(error) }
            return .none
        case .resetTapped:
            guard !state.reset.isLoading else { return .none }
            state.isConfirmingReset = true
            state.reset = .idle
            return .none
        case .resetCancelled:
            state.isConfirmingReset = false
            return .none
        case .resetConfirmed:
            guard state.isConfirmingReset else { return .none }
            state.isConfirmingReset = false
            state.reset = .loading
            let resetProfile = self.resetProfile
            return .run(id: "reset") { send in
                do throws(ProfileError) {
                    await send(.resetFinished(try await resetProfile.execute()))
                } catch {
                    await send(.resetFailed(error))
                }
            }
        case .resetFinished(let profile):
            state.reset = .loaded(profile)
            state.profile = .loaded(profile)
            return .none
        case .resetFailed(let error):
            state.reset = .failed(error)
            return .none
        case .failureDismissed:
            if state.reset.failure != nil { state.reset = .idle }
            return .none
        }
    }
}
