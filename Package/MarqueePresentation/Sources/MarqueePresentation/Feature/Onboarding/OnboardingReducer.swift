import MVIKit
import MarqueeDomain

/// The genre picker's state machine: pick, un-pick, and save at least one genre.
public struct OnboardingReducer: Reducer {
    private let completeOnboarding: CompleteOnboardingUseCase

    /// Creates the reducer.
    public init(completeOnboarding: CompleteOnboardingUseCase) { self.completeOnboarding = completeOnboarding }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout OnboardingState, _ intent: OnboardingIntent) -> Effect<OnboardingIntent> {
        switch intent {
        case .genreToggled(let genre):
            if state.selected.contains(genre) { state.selected.remove(genre) } else { state.selected.insert(genre) }
            state.needsAGenre = false
            return .none
        case .doneTapped:
            guard !state.selected.isEmpty else {
                state.needsAGenre = true
                return .none
            }
            guard !state.saving.isLoading else { return .none }
            state.saving = .loading
            let (genres, useCase) = (state.selected, completeOnboarding)
            return .run(id: "save") { send in
                do throws(ProfileError) {
                    await send(.choiceSaved(try await useCase.execute(genres: genres)))
                } catch {
                    await send(.saveFailed(error))
                }
            }
        case .choiceSaved(let profile):
            state.saving = .loaded(profile)
            return .none
        case .saveFailed(let error):
            state.saving = .failed(error)
            return .none
        }
    }
}
