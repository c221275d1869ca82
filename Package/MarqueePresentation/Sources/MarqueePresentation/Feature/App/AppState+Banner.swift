extension AppState {
    /// The banner over the current screen, if something went wrong there or a notice is up.
    ///
    /// It is derived from the screen's own state (the open detail panel's first), so it disappears exactly when
    /// that state recovers.
    public var banner: AppBanner? {
        if isShowingDetail, let banner = detailBanner { return banner }
        return switch screen {
        case .feed: feedBanner
        case .discover: discoverBanner
        case .search: search.results.failure.map { AppBanner(.searchFailed($0), actions: [.retry, .startOver]) }
        case .saved: savedBanner
        case .recommend: recommendBanner
        case .ask: askBanner
        case .onboarding: onboarding.saving.failure.map { AppBanner(.genresNotSaved($0), actions: Self.all) }
        case .preferences: preferencesBanner
        case .together: togetherBanner
        }
    }

    private static let all: [BannerAction] = [.retry, .startOver, .dismiss]

    private var detailBanner: AppBanner? {
        if let failure = detail?.details.failure { return AppBanner(.detailUnavailable(failure), actions: [.retry]) }
        return detail?.saveFailure.map { AppBanner(.detailSaveFailed($0), actions: [.dismiss]) }
    }

    private var feedBanner: AppBanner? {
        if let failure = feed.cards.failure {
            return AppBanner(.feedUnavailable(failure), actions: [.retry, .startOver])
        }
        return switch feed.notice {
        case .refreshFailed(let error): AppBanner(.refreshFailed(error), actions: Self.all)
        case .reactionFailed(let error): AppBanner(.reactionFailed(error), actions: [.dismiss])
        case .nothingToUndo: AppBanner(.nothingToUndo, actions: [.dismiss])
        case nil: nil
        }
    }

    private var discoverBanner: AppBanner? {
        if let failure = discover.catalog.failure {
            return AppBanner(.discoverUnavailable(failure), actions: [.retry, .startOver])
        }
        return switch discover.notice {
        case .refreshFailed(let error): AppBanner(.discoverRefreshFailed(error), actions: Self.all)
        case nil: nil
        }
    }

    private var recommendBanner: AppBanner? {
        if let failure = recommend.answer.failure {
            return AppBanner(.recommendFailed(failure), actions: [.retry, .startOver])
        }
        return switch recommend.notice {
        case .requestFailed(let error): AppBanner(.recommendRefreshFailed(error), actions: Self.all)
        case nil: nil
        }
    }

    private var askBanner: AppBanner? {
        if let failure = ask.answer.failure { return AppBanner(.askFailed(failure), actions: [.retry, .startOver]) }
        return ask.notice.map { _ in AppBanner(.emptyQuestion, actions: [.dismiss]) }
    }

    private var savedBanner: AppBanner? {
        if let failure = saved.shelf.failure { return AppBanner(.shelfUnavailable(failure), actions: [.retry]) }
        if let failure = saved.removalFailure { return AppBanner(.removalFailed(failure), actions: [.dismiss]) }
        if let failure = saved.restoreFailure { return AppBanner(.restoreFailed(failure), actions: [.dismiss]) }
        if let failure = saved.reloadFailure { return AppBanner(.shelfUnavailable(failure), actions: Self.all) }
        return saved.lastRemoval.map { AppBanner(.removed($0.entry), actions: [.undo, .dismiss]) }
    }

    private var togetherBanner: AppBanner? {
        if let failure = together.memberFailure { return AppBanner(.memberUnreadable(failure), actions: [.dismiss]) }
        if let failure = together.picks.failure { return AppBanner(.togetherUnavailable(failure), actions: [.retry]) }
        return together.reactionFailure.map { AppBanner(.reactionFailed($0), actions: [.dismiss]) }
    }

    private var preferencesBanner: AppBanner? {
        if let failure = preferences.profile.failure {
            return AppBanner(.profileUnavailable(failure), actions: [.retry])
        }
        return preferences.reset.failure.map { AppBanner(.resetFailed($0), actions: [.retry, .dismiss]) }
    }
}
