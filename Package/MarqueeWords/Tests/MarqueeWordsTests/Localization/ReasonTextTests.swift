import MarqueeDomain
import Testing

@testable import MarqueeWords

struct ReasonTextTests {
    @Test(
        "The offline answer's reasons read the same in English as before, and in German",
        arguments: [
            (RecommendationReason.Kind.askedGenre(.horror), "Horror, as asked", "Horror, wie gewünscht"),
            (.mood(word: "cosy", genre: .romance), "Romance, for \"cosy\"", "Liebesfilm, für \"cosy\""),
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
}
