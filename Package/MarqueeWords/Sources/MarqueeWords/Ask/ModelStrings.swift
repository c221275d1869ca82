// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text of `marquee model`, the settings for `ask` and `chat`.
public enum ModelStrings: FeatureStrings {
    static let english: [String: String] = [
        "help.model.abstract": "Show or change the language model settings that 'ask' and 'chat' use.",
        "help.model.discussion": "Without options it shows the server, the model and whether an API key is set, and where each comes from: OPENAI_BASE_URL, OPENAI_MODEL and OPENAI_API_KEY win over the settings file, which wins over the defaults. The file is written with mode 0600, whole or not at all. The key itself is never printed.",
        "help.model.baseURL": "The OpenAI-compatible server to store, with or without /v1, for example http://127.0.0.1:8080 for llama-server.",
        "help.model.model": "The model name to store, for example gpt-4o-mini or llama3.1.",
        "help.model.keyFromStdin": "Read the API key from the first line of standard input and store it, so it never appears in the process list.",
        "help.model.forgetKey": "Remove the stored API key.",
        "usage.model.emptyModel": "--model needs a model name.",
        "usage.model.keyTwice": "--key-from-stdin and --forget-key cannot be used together; choose one.",
        "model.heading": "Model settings (%@)",
        "model.server": "  Server:  %@ (%@)",
        "model.model": "  Model:   %@ (%@)",
        "model.key.set": "  API key: set (%@)",
        "model.key.missing": "  API key: not set; 'ask' answers offline unless the server needs no key. Store one with: marquee model --key-from-stdin",
        "model.origin.environment": "from the environment",
        "model.origin.file": "from the settings file",
        "model.origin.default": "the default",
        "failure.noKeyOnStdin": "--key-from-stdin read no key: standard input was empty. Pipe the key in, for example: printenv OPENAI_API_KEY | marquee model --key-from-stdin",
        "failure.modelSettingsUnreadable": "the model settings at %@ could not be read: %@. Fix or delete the file, then run 'marquee model' again.",
        "failure.modelSettingsUnwritable": "the model settings at %@ could not be saved: %@. Nothing was changed. Check that the folder is writable.",
    ]

    static let german: [String: String] = [
        "help.model.abstract": "Zeigt oder ändert die Einstellungen des Sprachmodells, die 'ask' und 'chat' nutzen.",
        "help.model.discussion": "Ohne Optionen zeigt es den Server, das Modell und ob ein API-Schlüssel gesetzt ist, und woher jeder Wert kommt: OPENAI_BASE_URL, OPENAI_MODEL und OPENAI_API_KEY gehen der Einstellungsdatei vor, die den Standardwerten vorgeht. Die Datei wird mit Modus 0600 geschrieben, ganz oder gar nicht. Der Schlüssel selbst wird nie ausgegeben.",
        "help.model.baseURL": "Der OpenAI-kompatible Server, der gespeichert wird, mit oder ohne /v1, zum Beispiel http://127.0.0.1:8080 für llama-server.",
        "help.model.model": "Der Modellname, der gespeichert wird, zum Beispiel gpt-4o-mini oder llama3.1.",
        "help.model.keyFromStdin": "Liest den API-Schlüssel aus der ersten Zeile der Standardeingabe und speichert ihn, damit er nie in der Prozessliste steht.",
        "help.model.forgetKey": "Entfernt den gespeicherten API-Schlüssel.",
        "usage.model.emptyModel": "--model braucht einen Modellnamen.",
        "usage.model.keyTwice": "--key-from-stdin und --forget-key schließen einander aus; wähle eins.",
        "model.heading": "Modelleinstellungen (%@)",
        "model.server": "  Server:  %@ (%@)",
        "model.model": "  Modell:  %@ (%@)",
        "model.key.set": "  API-Schlüssel: gesetzt (%@)",
        "model.key.missing": "  API-Schlüssel: nicht gesetzt; 'ask' antwortet offline, außer der Server braucht keinen. Speichere einen mit: marquee model --key-from-stdin",
        "model.origin.environment": "aus der Umgebung",
        "model.origin.file": "aus der Einstellungsdatei",
        "model.origin.default": "Standardwert",
        "failure.noKeyOnStdin": "--key-from-stdin hat keinen Schlüssel gelesen: die Standardeingabe war leer. Leite den Schlüssel hinein, zum Beispiel: printenv OPENAI_API_KEY | marquee model --key-from-stdin",
        "failure.modelSettingsUnreadable": "die Modelleinstellungen in %@ konnten nicht gelesen werden: %@. Korrigiere oder lösche die Datei und führe 'marquee model' erneut aus.",
        "failure.modelSettingsUnwritable": "die Modelleinstellungen in %@ konnten nicht gespeichert werden: %@. Nichts wurde geändert. Prüfe, ob der Ordner beschreibbar ist.",
    ]
}
