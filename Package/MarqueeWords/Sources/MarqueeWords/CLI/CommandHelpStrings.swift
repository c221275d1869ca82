// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Help text of every command, in full sentences.
public enum CommandHelpStrings: FeatureStrings {
    static let english: [String: String] = [
        "help.tonight.abstract": "Show tonight's top five picks; plain 'marquee' does this when its output is not a terminal.",
        "help.tonight.discussion": "On a first run the picks come from critic scores alone, and Marquee suggests 'marquee onboard'.",
        "help.feed.abstract": "Show films ranked for you, best first.",
        "help.feed.discussion": "The ranking starts from critic scores and learns from the genres you picked and the films you liked, saved and passed. Every pick says why it is there.",
        "help.feed.limit": "Show this many films, from 1 to 100. The default is 10.",
        "help.feed.genre": "Show only films of this genre, for example Sci-Fi or Drama.",
        "help.onboard.abstract": "Pick the genres you enjoy, so the feed starts from your taste.",
        "help.onboard.discussion": "Running it again replaces your genres and keeps your likes, saves and passes.",
        "help.onboard.genres": "The genres you enjoy, separated by commas, for example \"Sci-Fi,Drama\".",
        "help.react.abstract": "Like, save or pass on a film, or take that back with unlike, unsave or unpass.",
        "help.react.discussion": "Likes lift films with the same genres, director and cast; saves put a film on your shelf; a pass removes it from every feed. Liking or saving clears a pass, and passing clears both. Name the film by its id (tt0133093) or by its exact title.",
        "help.saved.abstract": "List the films you saved, newest first.",
        "help.saved.discussion": "Remove a film from the shelf with 'marquee unsave <id>'.",
        "help.movie.abstract": "Show everything Marquee knows about one film.",
        "help.movie.discussion": "Name the film by its id (tt0133093) or by its exact title.",
        "help.search.abstract": "Find films by title, director or cast.",
        "help.search.discussion": "Case and accents do not matter, and one typo per word is forgiven: 'drk knight' works.",
        "help.search.limit": "Show at most this many films, from 1 to 100. The default is 10.",
    ]

    static let german: [String: String] = [
        "help.tonight.abstract": "Zeigt die fünf besten Tipps für heute Abend; das macht auch 'marquee' ohne Befehl, wenn die Ausgabe kein Terminal ist.",
        "help.tonight.discussion": "Beim ersten Start zählen nur die Kritiken, und Marquee schlägt 'marquee onboard' vor.",
        "help.feed.abstract": "Zeigt Filme nach deinem Geschmack, die besten zuerst.",
        "help.feed.discussion": "Die Rangfolge beginnt bei den Kritiken und lernt aus deinen Genres und aus den Filmen, die du gemocht, gemerkt und aussortiert hast. Jeder Tipp sagt, warum er da ist.",
        "help.feed.limit": "Zeigt so viele Filme, von 1 bis 100. Ohne Angabe sind es 10.",
        "help.feed.genre": "Zeigt nur Filme dieses Genres, zum Beispiel Sci-Fi oder Drama.",
        "help.onboard.abstract": "Wählt die Genres, die du magst, damit der Feed bei deinem Geschmack beginnt.",
        "help.onboard.discussion": "Ein erneuter Aufruf ersetzt deine Genres und behält deine gemochten, gemerkten und aussortierten Filme.",
        "help.onboard.genres": "Die Genres, die du magst, durch Kommas getrennt, zum Beispiel \"Sci-Fi,Drama\".",
        "help.react.abstract": "Mag, merke oder sortiere einen Film aus, oder nimm das mit unlike, unsave oder unpass zurück.",
        "help.react.discussion": "Gemochte Filme heben Filme mit denselben Genres, derselben Regie und Besetzung; gemerkte landen in deiner Merkliste; aussortierte verschwinden aus jedem Feed. Mögen oder Merken hebt ein Aussortieren auf, und Aussortieren hebt beides auf. Nenne den Film mit seiner ID (tt0133093) oder seinem genauen Titel.",
        "help.saved.abstract": "Listet deine gemerkten Filme auf, die neuesten zuerst.",
        "help.saved.discussion": "Entferne einen Film mit 'marquee unsave <ID>' aus der Merkliste.",
        "help.movie.abstract": "Zeigt alles, was Marquee über einen Film weiß.",
        "help.movie.discussion": "Nenne den Film mit seiner ID (tt0133093) oder seinem genauen Titel.",
        "help.search.abstract": "Findet Filme nach Titel, Regie oder Besetzung.",
        "help.search.discussion": "Groß- und Kleinschreibung und Akzente sind egal, und ein Tippfehler pro Wort wird verziehen: 'drk knight' funktioniert.",
        "help.search.limit": "Zeigt höchstens so viele Filme, von 1 bis 100. Ohne Angabe sind es 10.",
    ]
}
