// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text saying what the bundled catalog covers, and what a request outside it got instead.
public enum CoverageStrings: FeatureStrings {
    static let english: [String: String] = [
        "coverage.span": "Bundled catalog: %@ films, %@–%@",
        "coverage.ask.closestYears": "The bundled catalog covers %@–%@; showing the closest years (%@–%@). The iTunes Store is asked when online.",
        "coverage.form.closestYears": "The bundled catalog covers %@–%@, so these films are from %@–%@ instead of %@.",
        "coverage.form.ratingIntroduced": "Few %@ films before %@: the MPAA introduced the rating that year, and older films carry it only when re-rated. These are from %@–%@ instead of %@.",
        "coverage.form.otherYears": "Too few %@ films near %@ in the bundled catalog, so these are from %@–%@.",
        "coverage.form.otherYearsAnyRating": "Too few films near %@ in the bundled catalog, so these are from %@–%@.",
        "coverage.form.otherRuntimes": "Too few %@ films of about %@ minutes near that year, so these have other running times.",
        "coverage.form.otherRuntimesAnyRating": "Too few films of about %@ minutes near that year, so these have other running times.",
    ]

    static let german: [String: String] = [
        "coverage.span": "Mitgelieferter Katalog: %@ Filme, %@–%@",
        "coverage.ask.closestYears": "Der mitgelieferte Katalog reicht von %@ bis %@; gezeigt werden die nächsten Jahre (%@–%@). Online wird der iTunes Store gefragt.",
        "coverage.form.closestYears": "Der mitgelieferte Katalog reicht von %@ bis %@, daher sind diese Filme von %@–%@ statt %@.",
        "coverage.form.ratingIntroduced": "Wenige Filme mit %@ vor %@: Die MPAA führte die Freigabe in diesem Jahr ein, ältere Filme tragen sie nur nach einer Neuprüfung. Diese sind von %@–%@ statt %@.",
        "coverage.form.otherYears": "Zu wenige Filme mit %@ um %@ im mitgelieferten Katalog, daher sind diese von %@–%@.",
        "coverage.form.otherYearsAnyRating": "Zu wenige Filme um %@ im mitgelieferten Katalog, daher sind diese von %@–%@.",
        "coverage.form.otherRuntimes": "Zu wenige Filme mit %@ und etwa %@ Minuten um dieses Jahr, daher haben diese andere Laufzeiten.",
        "coverage.form.otherRuntimesAnyRating": "Zu wenige Filme mit etwa %@ Minuten um dieses Jahr, daher haben diese andere Laufzeiten.",
    ]
}
