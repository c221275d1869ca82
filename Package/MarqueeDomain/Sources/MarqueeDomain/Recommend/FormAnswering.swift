/// Answers the form from the catalog's films when no recommender service does: the seam to the local engine.
public protocol FormAnswering: Sendable {
    /// The picks nearest the form's year, runtime and rating, weighted by the person's taste.
    /// - Parameters:
    ///   - form: the checked form.
    ///   - movies: the catalog's films.
    ///   - profile: the person's taste.
    ///   - limit: how many picks.
    /// - Returns: the picks, and what was loosened when too few films fit the form as asked.
    func answer(_ form: RecommendationForm, from movies: [Movie], profile: UserProfile, limit: Int)
        -> LocalFormAnswer
}
