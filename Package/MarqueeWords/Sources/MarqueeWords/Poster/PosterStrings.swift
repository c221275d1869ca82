// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text about posters: the `--images` option and `MARQUEE_IMAGES`.
public enum PosterStrings: FeatureStrings {
    static let english: [String: String] = [
        "help.option.images": "Posters: auto (the default: ask the terminal), kitty, iterm or off. Never into a pipe or tmux.",
        "usage.unknownImages": "--images does not know '%@'. Accepted values: auto, kitty, iterm, off.",
        "usage.unknownImagesVariable": "MARQUEE_IMAGES does not know '%@'. Accepted values: auto, kitty, iterm, off.",
        "man.env.images": "How posters are shown when --images is not given: auto, kitty, iterm or off.",
    ]

    static let german: [String: String] = [
        "help.option.images": "Poster: auto (Standard: das Terminal fragen), kitty, iterm oder off. Nie in eine Pipe oder in tmux.",
        "usage.unknownImages": "--images kennt '%@' nicht. Erlaubte Werte: auto, kitty, iterm, off.",
        "usage.unknownImagesVariable": "MARQUEE_IMAGES kennt '%@' nicht. Erlaubte Werte: auto, kitty, iterm, off.",
        "man.env.images": "Wie Poster gezeigt werden, wenn --images fehlt: auto, kitty, iterm oder off.",
    ]
}
