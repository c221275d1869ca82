// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text about the command line itself: options every command shares, and the mistakes the parser reports.
public enum ArgumentStrings: FeatureStrings {
    static let english: [String: String] = [
        "help.option.accessible": "Open the app in its linear mode, which works with screen readers ('marquee --accessible'). Text commands already print plain lines, so they accept it and print the same.",
        "usage.noJSON": "'%@' has no JSON output: it opens the interactive app. Leave out --json, or run 'marquee feed --json' for tonight's picks as JSON.",
        "usage.badWebAddress": "%@ expects an http or https URL with a host, such as http://127.0.0.1:8080, got '%@'.",
        "usage.shortened": "%@… (%d characters)",
    ]

    static let german: [String: String] = [
        "help.option.accessible": "Öffnet die App im Zeilenmodus, der mit Screenreadern funktioniert ('marquee --accessible'). Textbefehle geben ohnehin schlichte Zeilen aus, nehmen die Option also an und geben dasselbe aus.",
        "usage.noJSON": "'%@' hat keine JSON-Ausgabe: Der Befehl öffnet die interaktive App. Lass --json weg, oder nutze 'marquee feed --json' für die Tipps für heute Abend als JSON.",
        "usage.badWebAddress": "%@ erwartet eine http- oder https-URL mit Host, etwa http://127.0.0.1:8080, bekam '%@'.",
        "usage.shortened": "%@… (%d Zeichen)",
    ]
}
