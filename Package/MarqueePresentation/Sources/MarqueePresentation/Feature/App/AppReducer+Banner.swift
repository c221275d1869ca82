import MVIKit

extension AppReducer {
    /// Retry: re-sends the request the banner is about; with no such banner, reloads the screen keeping content.
    func refresh(_ state: inout AppState) -> Effect<AppIntent> {
        let message = state.banner.flatMap { $0.actions.contains(.retry) ? $0.message : nil }
        switch message {
        case .feedUnavailable, .refreshFailed:
            let dismissed = dismissBanner(&state)
            return .merge(dismissed, reduceFeed(&state, .refresh))
        case .discoverUnavailable:
            return reduceDiscover(&state, .retry)
        case .discoverRefreshFailed:
            let dismissed = dismissBanner(&state)
            return .merge(dismissed, reduceDiscover(&state, .refresh))
        case .searchFailed:
            return reduceSearch(&state, .searchNow)
        case .recommendFailed:
            return reduceRecommend(&state, .retryTapped)
        case .recommendRefreshFailed:
            let dismissed = dismissBanner(&state)
            return .merge(dismissed, reduceRecommend(&state, .retryTapped))
        case .askFailed:
            return reduceAsk(&state, .retry)
        case .detailUnavailable:
            return reduceDetail(&state, .retry)
        case .shelfUnavailable:
            _ = dismissBanner(&state)
            return reduceSaved(&state, .reload)
        case .genresNotSaved:
            return reduceOnboarding(&state, .doneTapped)
        case .profileUnavailable:
            return reducePreferences(&state, .reload)
        case .togetherUnavailable:
            return reduceTogether(&state, .rank)
        case .resetFailed:
            // Erasing the profile is not repeated silently: the question comes back.
            return reducePreferences(&state, .resetTapped)
        case .reactionFailed, .nothingToUndo, .removalFailed, .detailSaveFailed, .emptyQuestion, .removed,
            .restoreFailed, .memberUnreadable, nil:
            return reloadScreen(&state)
        }
    }

    /// Start over, when the banner offers it: the screen's state is thrown away and loaded again from the top.
    func startOver(_ state: inout AppState) -> Effect<AppIntent> {
        guard state.banner?.actions.contains(.startOver) == true else { return .none }
        state.isShowingHelp = false
        switch state.screen {
        case .feed:
            let dismissed = dismissBanner(&state)
            return .merge(dismissed, reduceFeed(&state, .retry))
        case .discover:
            _ = dismissBanner(&state)
            state.discoverCursor = 0
            return reduceDiscover(&state, .retry)
        case .search:
            state.isEditingQuery = true
            return reduceSearch(&state, .queryChanged(""))
        case .saved:
            _ = dismissBanner(&state)
            state.savedCursor = 0
            return reduceSaved(&state, .reload)
        case .recommend:
            state.formCursor = 0
            return reduceRecommend(&state, .startOverTapped)
        case .ask:
            state.isEditingQuestion = true
            state.askCursor = 0
            let closed = closeDetail(&state)
            return .merge(closed, reduceAsk(&state, .startOver))
        case .onboarding:
            state.onboarding = OnboardingState()
            state.genreCursor = 0
            return .none
        case .preferences, .together:
            return .none
        }
    }

    /// Closes the banner of the current screen.
    ///
    /// The shelf's, the picker's and the panel's reducers have no intent for it, so their failure is cleared
    /// here: the app owns what its banners show.
    func dismissBanner(_ state: inout AppState) -> Effect<AppIntent> {
        if state.isShowingDetail, state.detail?.saveFailure != nil {
            state.detail?.saveFailure = nil
            return .none
        }
        switch state.screen {
        case .feed:
            return state.feed.notice == nil ? .none : reduceFeed(&state, .noticeDismissed)
        case .discover:
            return state.discover.notice == nil ? .none : reduceDiscover(&state, .noticeDismissed)
        case .saved:
            // Dismissing "removed" lets the removal stand, so nothing is left to undo; a failure goes first.
            if case .removed = state.banner?.message { state.saved.lastRemoval = nil }
            state.saved.reloadFailure = nil
            state.saved.removalFailure = nil
            state.saved.restoreFailure = nil
            return .none
        case .onboarding:
            if state.onboarding.saving.failure != nil { state.onboarding.saving = .idle }
            return .none
        case .preferences:
            return reducePreferences(&state, .failureDismissed)
        case .recommend:
            return state.recommend.notice == nil ? .none : reduceRecommend(&state, .noticeDismissed)
        case .ask:
            return state.ask.notice == nil ? .none : reduceAsk(&state, .noticeDismissed)
        case .together:
            state.together.memberFailure = nil
            state.together.reactionFailure = nil
            return .none
        case .search:
            return .none
        }
    }

    private func reloadScreen(_ state: inout AppState) -> Effect<AppIntent> {
        switch state.screen {
        case .feed: reduceFeed(&state, .refresh)
        case .discover: reduceDiscover(&state, .refresh)
        case .search: reduceSearch(&state, .searchNow)
        case .saved: reduceSaved(&state, .reload)
        case .preferences: reducePreferences(&state, .reload)
        case .recommend: state.recommend.lastForm == nil ? .none : reduceRecommend(&state, .retryTapped)
        case .ask: state.ask.asked == nil ? .none : reduceAsk(&state, .retry)
        case .together: state.together.members.isEmpty ? .none : reduceTogether(&state, .rank)
        case .onboarding: .none
        }
    }
}
