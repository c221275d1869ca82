import MarqueeDomain

extension LocalFormEngine: FormAnswering {
    /// Folds the profile over the catalog's films, then answers the form; `FormAnswering`'s entry.
    public func answer(_ form: RecommendationForm, from movies: [Movie], profile: UserProfile, limit: Int)
        -> LocalFormAnswer
    {
        let taste = TasteModel(
            profile: profile, weights: weights, lookup: MovieIndex(movies, keeping: profile).movie(withID:))
        return answer(form, from: movies, taste: taste, limit: limit)
    }
}
