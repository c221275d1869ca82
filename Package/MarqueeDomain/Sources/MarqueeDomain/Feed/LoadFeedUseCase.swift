/// Builds tonight's feed: the catalog ranked for the stored profile.
public struct LoadFeedUseCase: Sendable {
    private let profile: any ProfileRepository
    private let ranking: any FeedRanking

    /// Creates the use case.
    public init(profile: any ProfileRepository, ranking: any FeedRanking) {
        self.profile = profile
        self.ranking = ranking
    }

    /// Ranks the catalog for the current profile.
    public func execute(limit: Int, genre: Genre? = nil) async throws(SourceError) -> Feed {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .profile(error) }
        let recommendations: [Recommendation]
        do {
            recommendations = try await ranking.feed(for: stored, limit: limit, genre: genre)
        } catch {
            throw .catalog(error)
        }
        return Feed(recommendations: recommendations, profile: stored)
    }
}
