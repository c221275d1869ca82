import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The words of a banner: what happened, then the keys for what to do about it.
struct BannerText {
    let l10n: Localizer
    /// The form mode's service, named when it failed.
    var recommenderAddress: String?
    /// Where the model settings live, named when the model refused its key.
    var modelSettingsPath = ""

    /// The message (starting with `!` for an error, so it reads without colour), then the actions line.
    /// - Parameters:
    ///   - banner: the banner.
    ///   - width: the columns to wrap the message to; at most three rows are kept, the last one cut short.
    /// - Returns: the message's rows, then the actions line.
    func lines(_ banner: AppBanner, width: Int = .max) -> [String] {
        let mark = banner.isError ? "! " : "i "
        let text = mark + message(banner.message)
        var rows = width == .max ? [text] : DisplayWidth.wrap(text, width: width)
        if rows.count > 3 {
            rows = Array(rows.prefix(3))
            rows[2] = DisplayWidth.truncate(rows[2] + " …", toWidth: width)
        }
        return rows + [actions(banner.actions)]
    }

    /// What happened, in one sentence or two.
    func message(_ message: AppBanner.Message) -> String {
        let failure = FailureMessage(l10n: l10n)
        return switch message {
        case .feedUnavailable(let error): l10n(.tuiBannerFeedUnavailable, feed(error, failure))
        case .refreshFailed(let error): l10n(.tuiBannerRefreshFailed, feed(error, failure))
        case .reactionFailed(let error): l10n(.tuiBannerReactionFailed, reaction(error, failure))
        case .nothingToUndo: l10n(.tuiBannerNothingToUndo)
        case .discoverUnavailable(let error): l10n(.tuiBannerDiscoverUnavailable, failure.catalog(error))
        case .discoverRefreshFailed(let error): l10n(.tuiBannerDiscoverRefreshFailed, failure.catalog(error))
        case .searchFailed(let error): l10n(.tuiBannerSearchFailed, failure.catalog(error))
        case .detailUnavailable(let error): l10n(.tuiBannerDetailUnavailable, failure.catalog(error))
        case .detailSaveFailed(let error): l10n(.tuiBannerReactionFailed, reaction(error, failure))
        case .recommendFailed(let error):
            l10n(.tuiBannerRecommendFailed, failure.recommend(error, backend: recommenderAddress))
        case .recommendRefreshFailed(let error):
            l10n(.tuiBannerRecommendRefreshFailed, failure.recommend(error, backend: recommenderAddress))
        case .askFailed(.model(let error)):
            l10n(.tuiBannerAskFailed, AskFailureText(l10n: l10n).text(error, settingsPath: modelSettingsPath))
        case .askFailed(.feed(let error)): l10n(.tuiBannerAskFailed, feed(error, failure))
        case .emptyQuestion: l10n(.tuiBannerEmptyQuestion)
        case .shelfUnavailable(let error): l10n(.tuiBannerShelfUnavailable, feed(error, failure))
        case .removalFailed(let error): l10n(.tuiBannerRemovalFailed, reaction(error, failure))
        case .removed(let entry):
            l10n(.tuiBannerRemoved, entry.movie.map(MovieText.titleAndYear) ?? entry.id.rawValue)
        case .restoreFailed(let error): l10n(.tuiBannerRestoreFailed, reaction(error, failure))
        case .genresNotSaved(let error): l10n(.tuiBannerGenresNotSaved, failure.profile(error))
        case .profileUnavailable(let error): l10n(.tuiBannerProfileUnavailable, failure.profile(error))
        case .resetFailed(let error): l10n(.tuiBannerResetFailed, failure.profile(error))
        case .memberUnreadable(let member):
            l10n(
                .tuiBannerMemberUnreadable, TogetherText(console: ScreenTexts.silentConsole, l10n: l10n).failure(member)
            )
        case .togetherUnavailable(let error): l10n(.tuiBannerTogetherUnavailable, feed(error, failure))
        }
    }

    /// `r Retry · o Start over · Esc Dismiss`.
    func actions(_ actions: [BannerAction]) -> String {
        actions.map { action in
            switch action {
            case .retry: l10n(.tuiBannerRetry)
            case .startOver: l10n(.tuiBannerStartOver)
            case .dismiss: l10n(.tuiBannerDismiss)
            case .undo: l10n(.tuiBannerUndo)
            }
        }.joined(separator: " · ")
    }

    private func feed(_ error: SourceError, _ failure: FailureMessage) -> String {
        switch error {
        case .catalog(let error): failure.catalog(error)
        case .profile(let error): failure.profile(error)
        }
    }

    private func reaction(_ error: SourceError, _ failure: FailureMessage) -> String {
        switch error {
        case .catalog(let error): failure.catalog(error)
        case .profile(let error): failure.profile(error)
        }
    }
}
