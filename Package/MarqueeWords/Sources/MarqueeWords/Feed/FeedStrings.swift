// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text of the feed: headings, cards and reason chips.
public enum FeedStrings: FeatureStrings {
    static let english: [String: String] = [
        "feed.heading.tonight": "Tonight's picks for you",
        "feed.heading.genre": "Top %@ picks for you",
        "feed.source.local": "(local engine, bundled catalog)",
        "feed.empty": "No films left to show: you passed on every match. Try another --genre, or 'marquee unpass <id>'.",
        "feed.tip.onboard": "Tip: tell Marquee what you enjoy with 'marquee onboard --genres \"Sci-Fi,Drama\"'.",
        "feed.why": "Why: ",
        "feed.mark.liked": "liked",
        "feed.mark.saved": "saved",
        "reason.preferredGenre": "More %@",
        "reason.genreYouLike": "%@, like films you liked",
        "reason.coLiked": "People who liked %@ also liked this",
        "reason.director": "Directed by %@, like %@",
        "reason.cast": "With %@, from %@",
        "reason.criticFavorite": "Critic favorite (weighted %@)",
        "reason.highlyRated": "Highly rated (weighted %@)",
        "reason.popularWithAudiences.one": "Popular with audiences (%2$@/10 from %1$d MovieLens rating)",
        "reason.popularWithAudiences.other": "Popular with audiences (%2$@/10 from %1$d MovieLens ratings)",
        "reason.youSavedIt": "On your saved shelf",
        "reason.youLikedIt": "You liked it",
        "reason.genreTheyLike": "%@, like films they liked",
        "reason.theySavedIt": "On their saved shelf",
        "reason.theyLikedIt": "They liked it",
        "reason.movedUp.genres": "Moved up for variety: another %@ film would repeat",
        "reason.movedUp.decade": "Moved up for variety: another film from the %@s would repeat",
    ]

    static let german: [String: String] = [
        "feed.heading.tonight": "Deine Tipps für heute Abend",
        "feed.heading.genre": "Deine besten %@-Tipps",
        "feed.source.local": "(lokale Empfehlung, mitgelieferter Katalog)",
        "feed.empty": "Keine Filme mehr übrig: Du hast alle Treffer aussortiert. Versuche ein anderes --genre oder 'marquee unpass <ID>'.",
        "feed.tip.onboard": "Tipp: Sag Marquee, was dir gefällt, mit 'marquee onboard --genres \"Sci-Fi,Drama\"'.",
        "feed.why": "Warum: ",
        "feed.mark.liked": "gemocht",
        "feed.mark.saved": "gemerkt",
        "reason.preferredGenre": "Mehr %@",
        "reason.genreYouLike": "%@, wie Filme, die du mochtest",
        "reason.coLiked": "Wer %@ mochte, mochte auch diesen Film",
        "reason.director": "Regie: %@, wie bei %@",
        "reason.cast": "Mit %@, aus %@",
        "reason.criticFavorite": "Liebling der Kritik (gewichtet %@)",
        "reason.highlyRated": "Sehr gut bewertet (gewichtet %@)",
        "reason.popularWithAudiences.one": "Beliebt beim Publikum (%2$@/10 aus %1$d MovieLens-Bewertung)",
        "reason.popularWithAudiences.other": "Beliebt beim Publikum (%2$@/10 aus %1$d MovieLens-Bewertungen)",
        "reason.youSavedIt": "In deiner Merkliste",
        "reason.youLikedIt": "Du mochtest ihn",
        "reason.genreTheyLike": "%@, wie gemochte Filme",
        "reason.theySavedIt": "In der eigenen Merkliste",
        "reason.theyLikedIt": "Selbst gemocht",
        "reason.movedUp.genres": "Für Abwechslung vorgezogen: ein weiterer %@-Film wäre eine Wiederholung",
        "reason.movedUp.decade": "Für Abwechslung vorgezogen: ein weiterer Film der %@er wäre eine Wiederholung",
    ]
}
