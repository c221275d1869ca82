// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text of reactions, the saved shelf, film detail, search and onboarding.
enum ReactionStrings {
    static let english: [String: String] = [
        "reaction.past.like": "liked",
        "reaction.past.save": "saved",
        "reaction.past.pass": "passed",
        "reaction.done.like": "Liked %@.",
        "reaction.done.save": "Saved %@.",
        "reaction.done.pass": "Passed on %@.",
        "reaction.already": "%@ is already %@.",
        "reaction.notSoNothing": "%@ was not %@; nothing changed.",
        "reaction.undone": "%@ is no longer %@.",
        "reaction.cleared": "This cleared your earlier %@.",
        "reaction.effect.like": "Films that share its genres, director or cast now rank higher in 'marquee feed'.",
        "reaction.effect.save": "It is on your shelf ('marquee saved'), and similar films rank a little higher.",
        "reaction.effect.pass": "It will not appear in your feed again. Changed your mind? 'marquee unpass %@'.",
        "saved.empty": "Your shelf is empty. Save a film with 'marquee save <id>'; 'marquee feed' shows ids.",
        "saved.heading": "Saved (%d)",
        "saved.gone": "(no longer in the catalog; remove it with 'marquee unsave %@')",
        "detail.cast": "Cast: %@",
        "detail.language": "Language: %@",
        "detail.country": "Country: %@",
        "detail.you": "You: %@",
        "detail.source.bundled": "id %@ · source: bundled catalog (Wikidata, CC0)",
        "search.none": "No film matches '%@'. Try fewer or different words.",
        "onboard.saved": "Saved your genres: %@.",
        "onboard.next": "See what that changes with 'marquee feed'.",
    ]

    static let german: [String: String] = [
        "reaction.past.like": "gemocht",
        "reaction.past.save": "gemerkt",
        "reaction.past.pass": "aussortiert",
        "reaction.done.like": "%@ gemocht.",
        "reaction.done.save": "%@ gemerkt.",
        "reaction.done.pass": "%@ aussortiert.",
        "reaction.already": "%@ ist schon %@.",
        "reaction.notSoNothing": "%@ war nicht %@; nichts hat sich geändert.",
        "reaction.undone": "%@ ist nicht mehr %@.",
        "reaction.cleared": "Das hat deine frühere Reaktion aufgehoben: %@.",
        "reaction.effect.like": "Filme mit denselben Genres, derselben Regie oder Besetzung stehen in 'marquee feed' jetzt weiter oben.",
        "reaction.effect.save": "Er steht in deiner Merkliste ('marquee saved'), und ähnliche Filme rücken etwas nach oben.",
        "reaction.effect.pass": "Er erscheint nicht mehr in deinem Feed. Doch anders entschieden? 'marquee unpass %@'.",
        "saved.empty": "Deine Merkliste ist leer. Merke dir einen Film mit 'marquee save <ID>'; 'marquee feed' zeigt die IDs.",
        "saved.heading": "Gemerkt (%d)",
        "saved.gone": "(nicht mehr im Katalog; entfernen mit 'marquee unsave %@')",
        "detail.cast": "Besetzung: %@",
        "detail.language": "Sprache: %@",
        "detail.country": "Land: %@",
        "detail.you": "Du: %@",
        "detail.source.bundled": "ID %@ · Quelle: mitgelieferter Katalog (Wikidata, CC0)",
        "search.none": "Kein Film passt zu '%@'. Versuche weniger oder andere Wörter.",
        "onboard.saved": "Deine Genres sind gespeichert: %@.",
        "onboard.next": "Was sich dadurch ändert, zeigt 'marquee feed'.",
    ]
}
