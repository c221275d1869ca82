extension L10nKey {
    /// How many arguments the text takes: its placeholders, or the highest position among `%1$@`-style ones.
    ///
    /// Written out rather than counted from the English text, so that the test that compares the two catches a
    /// text and its callers drifting apart.
    public var arity: Int {
        switch self {
        case .detailSourceImdb, .usageCatalogUnknownAction, .catalogRemoved, .catalogNoneToRemove, .catalogMillions,
            .catalogThousands,
            .movieStarring, .failureImdbMissing, .failureImdbNotGzip, .failureImdbWrongHeader,
            .usageNoJSON, .networkNoLibrary, .askHeadingOffline, .askUnderstood, .askIgnored, .askModelSays,
            .askInterpreted, .askReadAsTitleWithout, .askReadAsAcclaim, .askReadAsWellKnown, .askReadAsLittleKnown,
            .askReadAsOscars,
            .askFellBack,
            .reasonAskAskedGenre, .reasonAskSimilarTo, .reasonAskDirectedBy, .reasonAskStarring, .reasonAskDecade,
            .reasonAskYear, .reasonAskRuntime, .reasonAskLanguage, .reasonAskCountry, .reasonAskRated,
            .chatNoSuchPick, .chatNotInCatalog, .chatReactedSave, .chatReactedLike, .chatReactedPass,
            .failureModelMissingKey, .failureModelNotFound, .failureModelServer, .failureModelUnreachable,
            .failureModelStreamError, .failureModelMalformed, .tuiAskModelHint, .tuiAskWaiting, .tuiBannerAskFailed,
            .usageUnknownCommand, .usageUnknownLanguage, .usageLine, .usageMoreHelp, .usageCommands,
            .failureCatalogUnavailable, .failureNotFound, .failureNoMatch, .failureNoSingleMatch,
            .failureOffline, .failureServiceFailed, .failureMalformed, .helpTagline, .movieRuntimeMinutes,
            .movieDirectedBy, .movieFromStore, .movieMetacritic, .movieCast, .coverageFormOtherRuntimesAnyRating,
            .usageBadLink,
            .discoverHeading, .sourceOne, .sourceLive, .sourceShortCached, .storeFallbackDiscover,
            .storeFallbackSearch, .storeFallbackDetail, .searchStoreHeading, .searchNoneBundled, .searchStoreAsking,
            .storeFallbackSearchTimedOut, .detailReleased, .detailPrice, .detailPoster, .detailTrailer,
            .detailStorePage, .detailLinked, .feedHeadingGenre, .reasonPreferredGenre, .reasonGenreYouLike,
            .reasonGenreTheyLike, .reasonCoLiked, .reasonCriticFavorite, .reasonHighlyRated, .reasonMovedUpGenres,
            .reasonMovedUpDecade, .fileProblemOther,
            .failureProfileFolderIsFile, .failureProfileFolderReadOnly, .failureProfileIsFolder, .importLine,
            .failureTransferUnterminatedQuote, .failureTransferTextAfterQuote, .failureTransferMissingTitle,
            .failureTransferNotFound, .failureTransferEmpty, .modelHeading, .modelKeySet, .usageUnknownImages,
            .usageUnknownImagesVariable, .reactionDoneLike, .reactionDoneSave, .reactionDonePass, .reactionCleared,
            .reactionEffectPass, .savedHeading, .savedGone, .detailAlsoKnownAs, .detailOscars, .detailUnknown,
            .detailLanguage, .detailCountry, .detailYou, .detailSourceBundled, .searchNone, .onboardSaved,
            .usageRecommendMissingRating, .usageRecommendSeasonsForMovie, .usageRecommendUnknownType,
            .usageRecommendBackend, .recommendRatingExact, .recommendRatingMilder, .recommendSourceService,
            .recommendProgressWakingUp, .recommendFilterNone, .recommendEmptyNone, .recommendEmptyNoneOrMilder,
            .recommenderOffline, .recommenderRejected, .recommenderBodyLost, .recommenderFailed,
            .recommenderNotFound, .recommenderRedirected, .recommenderOtherVersion, .recommenderMalformed,
            .failureRecommenderAddress, .reasonYearAsAsked, .reasonRuntimeAsAsked, .reasonRatingAsAsked,
            .reasonRecommenderScore, .tuiCardRating, .tuiBannerRemoved, .tuiBannerRestoreFailed, .tuiLinearScreen,
            .tuiLinearPrompt, .tuiLinearGenres, .tuiLinearFocus, .tuiLinearUnknown, .tuiBannerDiscoverUnavailable,
            .tuiBannerDiscoverRefreshFailed, .tuiBannerSearchFailed, .tuiBannerDetailUnavailable,
            .tuiBannerRecommendFailed, .tuiBannerRecommendRefreshFailed, .tuiBannerFeedUnavailable,
            .tuiBannerRefreshFailed, .tuiBannerReactionFailed, .tuiBannerShelfUnavailable, .tuiBannerRemovalFailed,
            .tuiBannerGenresNotSaved, .tuiBannerProfileUnavailable, .tuiBannerResetFailed, .tuiHelpScreen,
            .tuiCardPill, .tuiDetailImdb, .tuiDetailMovielens, .tuiSavedTitle, .tuiPickerPicked,
            .tuiPreferencesGenres, .tuiPreferencesProfile, .tuiPreferencesCache, .usageUnknownColor,
            .usageNoJSONText, .usageUnknownShell:
            1
        case .catalogProgressStarting, .catalogFileDone, .catalogSpan, .movieImdb, .reasonImdbOnly,
            .failureImdbTruncated,
            .failureImdbTooFewColumns, .failureImdbInvalidUTF8, .failureImdbUnreadable, .failureImdbUnwritable,
            .usageBadWebAddress, .usageShortened, .askHeadingOnline, .reasonAskMood, .reasonAskYears, .askReadAs,
            .failureModelUnauthorized, .failureModelRejected, .usageFlagTakesNoValue, .usageNeedsArguments,
            .usageUnexpectedArgument, .usageNeedsGenre, .failureProfileUnreadable, .failureProfileUnwritable,
            .failureProfileRecovered, .failureShopFactsUnreadable, .movieRuntimeHours, .coverageFormOtherRuntimes,
            .usageBadCountry,
            .usageQueryTooShort, .usageUnknownLink, .usageLinkBadEscape, .sourceTwo, .searchStoreNone, .detailSource,
            .reasonDirector, .reasonCast, .failureProfileFolder, .failureModelSettingsFolder,
            .failureModelSettingsFileUnreadable, .failureModelSettingsFileUnwritable, .failureProfileFileUnreadable,
            .failureProfileFileUnwritable, .failureTransferUnreadable, .failureTransferUnwritable, .modelServer,
            .modelModel, .failureModelSettingsUnreadable, .failureModelSettingsUnwritable, .reactionAlready,
            .reactionNotSoNothing, .reactionUndone, .usageRecommendMissingYear, .usageRecommendUnknownRating,
            .recommendSourceFallback, .recommenderInvalidField, .recommenderFailedWithMessage, .failureRecommender,
            .reasonNearYear, .reasonNearRuntime, .reasonRatingEquivalent, .reasonRatingMilder, .tuiLinearPosition,
            .tuiLinearFieldPrompt, .tuiTooSmall, .tuiDetailReason, .tuiFeedPosition, .waitModel, .failureUseTheID:
            2
        case .usageUnknownOption, .usageNeedsValue, .usageUnknownGenre, .failureProfileNewer, .coverageSpan,
            .coverageFormOtherYearsAnyRating, .usageUnknownChartGenre, .sourceCached, .usageRecommendYearNotANumber,
            .usageRecommendYearOutOfRange, .usageRecommendDurationUnreadable, .tuiPreferencesReactions:
            3
        case .catalogProgress, .catalogDone,
            .usageIntegerRange, .coverageAskClosestYears, .coverageFormOtherYears, .exportDone, .importDone,
            .recommendHeading:
            4
        case .coverageFormClosestYears, .coverageFormRatingIntroduced,
            .catalogOverlay:
            5
        case .togetherHeading, .usageTogetherName, .tuiTogetherReading, .tuiBannerMemberUnreadable,
            .tuiBannerTogetherUnavailable:
            1
        case .togetherFit, .togetherSaved, .failureTogetherMember: 2
        default: 0
        }
    }
}
