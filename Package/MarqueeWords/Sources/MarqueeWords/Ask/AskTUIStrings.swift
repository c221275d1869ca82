// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text of the full-screen app's Ask screen, its keys and its banners.
public enum AskTUIStrings: FeatureStrings {
    static let english: [String: String] = [
        "tui.tab.ask": "Ask",
        "tui.screen.ask": "Ask",
        "tui.ask.label": "Ask:",
        "tui.ask.picks": "Picks",
        "tui.ask.hint": "Ask for films in plain English, for example: a 90s heist thriller that isn't too long.",
        "tui.ask.followUpHint": "Follow-ups keep the conversation: \"more like the second one\", \"only after 2000\".",
        "tui.ask.modelHint": "Answered by %@; films the catalog has show its facts.",
        "tui.ask.offlineHint": "No model is configured, so questions are answered offline from the bundled catalog.",
        "tui.ask.waiting": "Asking %@…",
        "tui.ask.waitingOffline": "Reading the question…",
        "tui.ask.streaming": "More picks are on the way…",
        "tui.banner.askFailed": "The question could not be answered. %@",
        "tui.banner.emptyQuestion": "Type a question first; an empty one is not sent.",
        "tui.key.ask": "ask now",
        "tui.key.picks": "to the picks",
        "tui.key.question": "back to the question",
        "tui.linear.askPrompt": "Type a question and press Enter; an empty line goes to the picks; tab goes to the next screen.",
    ]

    static let german: [String: String] = [
        "tui.tab.ask": "Fragen",
        "tui.screen.ask": "Fragen",
        "tui.ask.label": "Frage:",
        "tui.ask.picks": "Tipps",
        "tui.ask.hint": "Frag in Alltagssprache nach Filmen, zum Beispiel: ein Heist-Thriller aus den 90ern, nicht zu lang.",
        "tui.ask.followUpHint": "Nachfragen behalten das Gespräch: \"mehr wie der zweite\", \"erst nach 2000\".",
        "tui.ask.modelHint": "Beantwortet von %@; Filme aus dem Katalog zeigen dessen Angaben.",
        "tui.ask.offlineHint": "Kein Modell eingerichtet, also werden Fragen offline aus dem mitgelieferten Katalog beantwortet.",
        "tui.ask.waiting": "Frage %@…",
        "tui.ask.waitingOffline": "Lese die Frage…",
        "tui.ask.streaming": "Weitere Tipps sind unterwegs…",
        "tui.banner.askFailed": "Die Frage konnte nicht beantwortet werden. %@",
        "tui.banner.emptyQuestion": "Tippe zuerst eine Frage; eine leere wird nicht gesendet.",
        "tui.key.ask": "jetzt fragen",
        "tui.key.picks": "zu den Tipps",
        "tui.key.question": "zurück zur Frage",
        "tui.linear.askPrompt": "Gib eine Frage ein und drücke Enter; eine leere Zeile geht zu den Tipps; tab geht zur nächsten Ansicht.",
    ]
}
