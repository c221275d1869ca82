import MarqueeDomain

// The families of keys named after a Domain value: an exhaustive switch, so a new genre, field or reaction
// without its text does not compile.
extension L10nKey {
    /// A genre's name, keyed by the stable English name.
    public static func genre(_ genre: Genre) -> L10nKey {
        switch genre {
        case .action: .genreAction
        case .adventure: .genreAdventure
        case .animation: .genreAnimation
        case .biography: .genreBiography
        case .comedy: .genreComedy
        case .crime: .genreCrime
        case .documentary: .genreDocumentary
        case .drama: .genreDrama
        case .family: .genreFamily
        case .fantasy: .genreFantasy
        case .history: .genreHistory
        case .horror: .genreHorror
        case .music: .genreMusic
        case .musical: .genreMusical
        case .mystery: .genreMystery
        case .romance: .genreRomance
        case .sciFi: .genreSciFi
        case .sport: .genreSport
        case .thriller: .genreThriller
        case .war: .genreWar
        case .western: .genreWestern
        }
    }

    /// A chart genre's name, as a Discover row's title.
    public static func chart(_ genre: ChartGenre) -> L10nKey {
        switch genre {
        case .actionAndAdventure: .chartActionAndAdventure
        case .comedy: .chartComedy
        case .drama: .chartDrama
        case .horror: .chartHorror
        case .kidsAndFamily: .chartKidsAndFamily
        case .sciFiAndFantasy: .chartSciFiAndFantasy
        case .thriller: .chartThriller
        }
    }

    /// A form field's label.
    public static func formLabel(_ field: FormField) -> L10nKey {
        switch field {
        case .year: .tuiFormYear
        case .duration: .tuiFormDuration
        case .type: .tuiFormType
        case .rating: .tuiFormRating
        }
    }

    /// A form field's one-line help.
    public static func formHelp(_ field: FormField) -> L10nKey {
        switch field {
        case .year: .helpRecommendYear
        case .duration: .helpRecommendDuration
        case .type: .helpRecommendType
        case .rating: .helpRecommendRating
        }
    }

    /// A reaction in the past tense: `liked`.
    public static func reactionPast(_ reaction: Reaction) -> L10nKey {
        switch reaction {
        case .like: .reactionPastLike
        case .save: .reactionPastSave
        case .pass: .reactionPastPass
        }
    }

    /// What a reaction did to a film, such as `Liked %@.`.
    public static func reactionDone(_ reaction: Reaction) -> L10nKey {
        switch reaction {
        case .like: .reactionDoneLike
        case .save: .reactionDoneSave
        case .pass: .reactionDonePass
        }
    }

    /// The reaction a new one cleared, as a word in a list.
    public static func reactionCleared(_ reaction: Reaction) -> L10nKey {
        switch reaction {
        case .like: .reactionClearedLike
        case .save: .reactionClearedSave
        case .pass: .reactionClearedPass
        }
    }

    /// What a reaction changes about the feed.
    public static func reactionEffect(_ reaction: Reaction) -> L10nKey {
        switch reaction {
        case .like: .reactionEffectLike
        case .save: .reactionEffectSave
        case .pass: .reactionEffectPass
        }
    }

    /// What a reaction in chat did to a film.
    public static func chatReacted(_ reaction: Reaction) -> L10nKey {
        switch reaction {
        case .like: .chatReactedLike
        case .save: .chatReactedSave
        case .pass: .chatReactedPass
        }
    }
}
