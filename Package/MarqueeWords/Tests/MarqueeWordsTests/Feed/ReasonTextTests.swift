import MarqueeDomain
import Testing

@testable import MarqueeWords

struct ReasonTextTests {
    @Test(
        "The offline answer's reasons read the same in English as before, and in German",
        arguments: [
            (RecommendationReason.Kind.askedGenre(.horror), "Horror, as asked", "Horror, wie gewünscht"),
            (
                .mood(word: "cosy", genre: .romance), "Romance: read \"cosy\" as Romance",
                "Liebesfilm: \"cosy\" als Liebesfilm gelesen"
            ),
            (.askedGenre(.sciFi), "Sci-Fi, as asked", "Science-Fiction, wie gewünscht"),
            (.similarTo(title: "Heat"), "Similar to Heat", "Ähnlich wie Heat"),
            (.directedBy(name: "Michael Mann"), "Directed by Michael Mann", "Regie: Michael Mann"),
            (.starring(name: "Al Pacino"), "With Al Pacino", "Mit Al Pacino"),
            (.releasedWithin(1990...1999), "From the 1990s", "Aus den 1990ern"),
            (.releasedWithin(1999...1999), "From 1999", "Aus 1999"),
            (.releasedWithin(2007...2014), "From 2007–2014", "Aus 2007–2014"),
            (.runtime(minutes: 1170), "Runs 1170 min", "Läuft 1170 Min."),
            (.language("French"), "In French", "Sprache: French"),
            (.country("Japan"), "From Japan", "Aus Japan"),
            (.rated(.pg13), "Rated PG-13", "Freigabe PG-13"),
        ] as [(RecommendationReason.Kind, String, String)]
    )
    func offlineReasons(kind: RecommendationReason.Kind, english: String, german: String) {
        let reason = RecommendationReason(kind, contribution: 1)
        #expect(ReasonText(l10n: Localizer(.english)).text(reason) == english)
        #expect(ReasonText(l10n: Localizer(.german)).text(reason) == german)
    }

    @Test(
        "The variety step's reason names the repeat in English and German",
        arguments: [
            (
                VarietyRepeat.genres([.crime, .drama]), "Moved up for variety: another Crime/Drama film would repeat",
                "Für Abwechslung vorgezogen: ein weiterer Krimi/Drama-Film wäre eine Wiederholung"
            ),
            (
                .decade(1950), "Moved up for variety: another film from the 1950s would repeat",
                "Für Abwechslung vorgezogen: ein weiterer Film der 1950er wäre eine Wiederholung"
            ),
        ] as [(VarietyRepeat, String, String)]
    )
    func varietyReason(repeated: VarietyRepeat, english: String, german: String) {
        let reason = RecommendationReason(.movedUpForVariety(repeated), contribution: 0)
        #expect(ReasonText(l10n: Localizer(.english)).text(reason) == english)
        #expect(ReasonText(l10n: Localizer(.german)).text(reason) == german)
        #expect(ReasonText.key(reason) == "movedUpForVariety")
    }

    @Test(
        "The audience prior's reason gives the mean out of 10 and counts ratings in English and German",
        arguments: [
            (
                AudienceScore(mean: 4.05, ratings: 341), "Popular with audiences (8.1/10 from 341 MovieLens ratings)",
                "Beliebt beim Publikum (8,1/10 aus 341 MovieLens-Bewertungen)"
            ),
            (
                AudienceScore(mean: 3.0, ratings: 1), "Popular with audiences (6.0/10 from 1 MovieLens rating)",
                "Beliebt beim Publikum (6,0/10 aus 1 MovieLens-Bewertung)"
            ),
        ] as [(AudienceScore, String, String)]
    )
    func audienceReason(score: AudienceScore, english: String, german: String) {
        let reason = RecommendationReason(.popularWithAudiences(score), contribution: 40)
        #expect(ReasonText(l10n: Localizer(.english)).text(reason) == english)
        #expect(ReasonText(l10n: Localizer(.german)).text(reason) == german)
        #expect(ReasonText.key(reason) == "popularWithAudiences")
    }

    @Test("The variety reason leads the chips and never crowds out one of the three reasons for the score")
    func varietyChipIsExtra() {
        let reasons = [
            RecommendationReason(.movedUpForVariety(.decade(1990)), contribution: 0),
            RecommendationReason(.preferredGenre(.sciFi), contribution: 2),
            RecommendationReason(.criticFavorite(score: 8.4), contribution: 1.5),
            RecommendationReason(.youSavedIt, contribution: 0.6),
            RecommendationReason(.youLikedIt, contribution: 0.3),
        ]

        #expect(
            ReasonText(l10n: Localizer(.english)).chips(reasons) == [
                "Moved up for variety: another film from the 1990s would repeat", "More Sci-Fi",
                "Critic favorite (weighted 8.4)", "On your saved shelf",
            ])
    }
}
