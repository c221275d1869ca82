import MarqueeDomain

extension AppState {
    /// The film under the shelf's cursor, if the shelf is loaded and not empty.
    public var selectedSavedEntry: SavedMovie? {
        guard let shelf = saved.shelf.value, shelf.indices.contains(savedCursor) else { return nil }
        return shelf[savedCursor]
    }

    /// The genre under the picker's cursor.
    public var genreUnderCursor: Genre? {
        onboarding.available.indices.contains(genreCursor) ? onboarding.available[genreCursor] : nil
    }

    /// Every film of every Discover row, top to bottom, as the cursor walks them.
    public var discoverFilms: [Movie] {
        discover.catalog.value?.sections.flatMap(\.movies) ?? []
    }

    /// The film under the Discover cursor.
    public var selectedDiscoverFilm: Movie? {
        let films = discoverFilms
        return films.indices.contains(discoverCursor) ? films[discoverCursor] : nil
    }

    /// The search result under the cursor.
    public var selectedSearchResult: SearchResult? {
        guard let results = search.results.value?.results, results.indices.contains(searchCursor) else { return nil }
        return results[searchCursor]
    }

    /// The catalog film of the Ask pick under the cursor, or `nil` in the field or on a pick the catalog lacks.
    public var selectedAskMovie: Movie? {
        let movies = ask.shownMovies
        guard !isEditingQuestion, movies.indices.contains(askCursor) else { return nil }
        return movies[askCursor]
    }

    /// The form's rows: its fields, "or milder", and the button.
    public static let formRows = FormField.allCases.count + 2

    /// The row of "or milder".
    public static let milderRow = FormField.allCases.count

    /// The form field under the cursor, or `nil` on "or milder" and the button.
    public var formField: FormField? {
        FormField.allCases.indices.contains(formCursor) ? FormField.allCases[formCursor] : nil
    }

    /// Whether keys type text: into the search field, a form field or the question field.
    public var isTyping: Bool {
        switch screen {
        case .search: isEditingQuery
        case .recommend: formField != nil
        case .ask: isEditingQuestion
        case .together: isEditingMember
        default: false
        }
    }

    /// The film the current screen has in focus: the feed's card, or the one under a list's cursor.
    public var focusedMovieID: MovieID? {
        switch screen {
        case .feed: feed.currentCard?.id
        case .discover: selectedDiscoverFilm?.id
        case .search: selectedSearchResult.map { $0.storeID ?? $0.id }
        case .saved: selectedSavedEntry?.id
        case .ask: selectedAskMovie?.id
        case .together: selectedTogetherPick?.id
        case .onboarding, .recommend, .preferences: nil
        }
    }

    /// Whether the detail panel is open on the current screen.
    public var isShowingDetail: Bool {
        screen == .feed ? feed.isShowingInfo : detail != nil
    }

    /// Whether the current screen is waiting for an answer, so a busy indicator can show.
    public var isBusy: Bool {
        if isShowingDetail, detail?.details.isLoading == true { return true }
        return switch screen {
        case .onboarding: onboarding.saving.isLoading
        case .feed: feed.cards.isLoading || feed.isRefreshing
        case .discover: discover.catalog.isLoading || discover.isRefreshing
        case .search: search.results.isLoading
        case .saved: saved.shelf.isLoading
        case .recommend: recommend.isRequesting
        case .ask: ask.answer.isLoading
        case .preferences: preferences.profile.isLoading || preferences.reset.isLoading
        case .together: !together.adding.isEmpty || together.picks.isLoading
        }
    }
}
