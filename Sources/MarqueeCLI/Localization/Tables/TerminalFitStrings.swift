// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text about fitting the user's terminal: colour, shell completions and the manual page.
enum TerminalFitStrings {
    static let english: [String: String] = [
        "help.option.color": "Colour: auto (the default: on in a terminal), always or never. It beats NO_COLOR, CLICOLOR and CLICOLOR_FORCE.",
        "help.environment.color": "Without --color, a non-empty NO_COLOR turns colour off, CLICOLOR_FORCE=1 turns it on even in a pipe, and CLICOLOR=0 turns it off.",
        "usage.unknownColor": "--color does not know '%@'. Accepted values: auto, always, never.",
        "help.completions.abstract": "Print a completion script for bash, zsh or fish.",
        "help.completions.discussion": "It completes commands, options, their values (genres, types, ratings, languages, countries, colour) and film ids and titles. Load it with 'source <(marquee completions bash)', 'source <(marquee completions zsh)' or 'marquee completions fish | source'; Scripts/install puts all three where the shells look.",
        "usage.unknownShell": "'completions' does not know the shell '%@'. Accepted shells: bash, zsh, fish.",
    ]

    static let german: [String: String] = [
        "help.option.color": "Farbe: auto (Standard: an im Terminal), always oder never. Geht vor NO_COLOR, CLICOLOR und CLICOLOR_FORCE.",
        "help.environment.color": "Ohne --color schaltet ein nicht leeres NO_COLOR die Farben ab, CLICOLOR_FORCE=1 schaltet sie auch in einer Pipe an und CLICOLOR=0 schaltet sie ab.",
        "usage.unknownColor": "--color kennt '%@' nicht. Erlaubte Werte: auto, always, never.",
        "help.completions.abstract": "Gibt ein Vervollständigungsskript für bash, zsh oder fish aus.",
        "help.completions.discussion": "Es ergänzt Befehle, Optionen, ihre Werte (Genres, Typen, Freigaben, Sprachen, Länder, Farbe) sowie Film-IDs und -Titel. Laden mit 'source <(marquee completions bash)', 'source <(marquee completions zsh)' oder 'marquee completions fish | source'; Scripts/install legt alle drei dorthin, wo die Shells suchen.",
        "usage.unknownShell": "'completions' kennt die Shell '%@' nicht. Erlaubte Shells: bash, zsh, fish.",
    ]
}
