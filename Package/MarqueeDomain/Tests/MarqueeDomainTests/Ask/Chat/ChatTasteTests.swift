import Foundation
import MarqueeDomain
import Testing

struct ChatTasteTests {
    @Test("A profile's taste names its five latest likes from the catalog, else by saved title alone, and its genres")
    func fromProfile() {
        let catalog = (1...6).map { Movie(id: MovieID("tt\($0)"), title: "Film \($0)", year: 2000 + $0) }
        var liked = [MovieID("itunes:9"): Date(timeIntervalSince1970: 100)]
        for (offset, movie) in catalog.enumerated() { liked[movie.id] = Date(timeIntervalSince1970: Double(offset)) }
        let profile = UserProfile(
            preferredGenres: [.drama], liked: liked,
            snapshots: [MovieID("itunes:9"): MovieSnapshot(title: "Shop Film", year: 2020)])
        let taste = ChatTaste(profile: profile, movies: catalog, limit: 4)
        let expected =
            [MovieSnapshot(title: "Shop Film", year: nil)] + catalog.suffix(4).reversed().map(MovieSnapshot.init)
        #expect(taste == ChatTaste(limit: 4, liked: expected, preferredGenres: [.drama]))
        #expect(ChatTaste(profile: .empty, movies: catalog, limit: 5) == ChatTaste(limit: 5))
    }
}
