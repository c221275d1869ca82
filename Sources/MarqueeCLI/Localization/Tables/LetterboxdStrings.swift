// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// Text of `marquee export` and `marquee import`: Letterboxd-compatible CSV.
enum LetterboxdStrings {
    static let english: [String: String] = [
        "help.export.abstract": "Write the films you liked and saved as a Letterboxd-compatible CSV file.",
        "help.export.discussion": "The file has Letterboxd's import columns imdbID, Title, Year, Directors, Rating, WatchedDate and Tags. Liked films are tagged marquee-liked and saved films marquee-saved; Rating and WatchedDate stay empty because Marquee records neither. Passed films are not exported. Import the file at letterboxd.com/import, or into Marquee with 'marquee import'.",
        "help.export.letterboxd": "The CSV file to write; an existing file is replaced.",
        "help.import.abstract": "Like and save the films of a Letterboxd CSV file.",
        "help.import.discussion": "Reads Letterboxd's import format and its own exports (watchlist.csv, ratings.csv, diary.csv, likes/films.csv). The tag marquee-saved or a watchlist saves a film; the tag marquee-liked, a rating of 3.5 stars or more, or a likes file likes it; a rating of 2 stars or less passes it, so the feed learns dislikes too. Films are matched by IMDb id, else by title and year. Rows that match no film are listed by line. Nothing is saved unless the whole file can be read.",
        "usage.export.letterboxdRequired": "export needs --letterboxd FILE, the CSV file to write.",
        "export.done": "Exported %d films to %@ (%d liked, %d saved).",
        "import.done": "Read %d rows from %@: liked %d films, saved %d.",
        "import.passed": "Passed %d films rated 2 stars or less, so the feed learns what you dislike.",
        "import.withoutReaction": "%d matched films asked for no reaction (no tag, a rating between 2 and 3.5 stars).",
        "import.unmatched": "Rows that matched no film in the catalog (%d):",
        "import.line": "line %d",
        "import.next": "See your shelf with 'marquee saved'.",
        "failure.transfer.unterminatedQuote": "the CSV file is broken: the quote opened on line %d never closes.",
        "failure.transfer.textAfterQuote": "the CSV file is broken: on line %d, text follows a closing quote. Quote the whole field and double the quotes inside it.",
        "failure.transfer.missingTitle": "line %d, the header, has no Title or Name column; Marquee cannot tell which film a row is.",
        "failure.transfer.notUTF8": "the file is not UTF-8 text. Save it as UTF-8 CSV and try again.",
        "failure.transfer.notFound": "there is no file at %@. Check the path; a Letterboxd export unzips to watchlist.csv, ratings.csv and others.",
        "failure.transfer.unreadable": "could not read %@: %@.",
        "failure.transfer.unwritable": "could not write %@: %@. Check that the folder exists and is writable.",
    ]

    static let german: [String: String] = [
        "help.export.abstract": "Schreibt die Filme, die du gemocht und gemerkt hast, als Letterboxd-kompatible CSV-Datei.",
        "help.export.discussion": "Die Datei hat die Importspalten von Letterboxd: imdbID, Title, Year, Directors, Rating, WatchedDate und Tags. Gemochte Filme tragen das Tag marquee-liked, gemerkte marquee-saved; Rating und WatchedDate bleiben leer, weil Marquee beides nicht erfasst. Aussortierte Filme werden nicht exportiert. Importiere die Datei auf letterboxd.com/import oder mit 'marquee import' in Marquee.",
        "help.export.letterboxd": "Die CSV-Datei, die geschrieben wird; eine vorhandene Datei wird ersetzt.",
        "help.import.abstract": "Mag und merkt die Filme einer Letterboxd-CSV-Datei.",
        "help.import.discussion": "Liest das Importformat von Letterboxd und seine eigenen Exporte (watchlist.csv, ratings.csv, diary.csv, likes/films.csv). Das Tag marquee-saved oder eine Watchlist merkt einen Film; das Tag marquee-liked, eine Bewertung ab 3,5 Sternen oder eine Likes-Datei mag ihn; eine Bewertung von 2 Sternen oder weniger überspringt ihn, damit der Feed auch Abneigungen lernt. Filme werden über die IMDb-ID gefunden, sonst über Titel und Jahr. Zeilen ohne passenden Film werden mit ihrer Zeilennummer genannt. Gespeichert wird nur, wenn die ganze Datei lesbar ist.",
        "usage.export.letterboxdRequired": "export braucht --letterboxd DATEI, die CSV-Datei, die geschrieben wird.",
        "export.done": "%d Filme nach %@ exportiert (%d gemocht, %d gemerkt).",
        "import.done": "%d Zeilen aus %@ gelesen: %d Filme gemocht, %d gemerkt.",
        "import.passed": "%d Filme mit 2 Sternen oder weniger übersprungen, damit der Feed lernt, was dir nicht gefällt.",
        "import.withoutReaction": "%d gefundene Filme verlangten keine Reaktion (kein Tag, eine Bewertung zwischen 2 und 3,5 Sternen).",
        "import.unmatched": "Zeilen, die zu keinem Film im Katalog passten (%d):",
        "import.line": "Zeile %d",
        "import.next": "Deine Merkliste zeigt 'marquee saved'.",
        "failure.transfer.unterminatedQuote": "die CSV-Datei ist kaputt: das Anführungszeichen aus Zeile %d wird nie geschlossen.",
        "failure.transfer.textAfterQuote": "die CSV-Datei ist kaputt: in Zeile %d folgt Text auf ein schließendes Anführungszeichen. Setze das ganze Feld in Anführungszeichen und verdopple die inneren.",
        "failure.transfer.missingTitle": "Zeile %d, die Kopfzeile, hat keine Spalte Title oder Name; Marquee kann die Filme nicht zuordnen.",
        "failure.transfer.notUTF8": "die Datei ist kein UTF-8-Text. Speichere sie als UTF-8-CSV und versuche es noch einmal.",
        "failure.transfer.notFound": "unter %@ gibt es keine Datei. Prüfe den Pfad; ein Letterboxd-Export entpackt sich zu watchlist.csv, ratings.csv und weiteren.",
        "failure.transfer.unreadable": "%@ konnte nicht gelesen werden: %@.",
        "failure.transfer.unwritable": "%@ konnte nicht geschrieben werden: %@. Prüfe, ob der Ordner existiert und beschreibbar ist.",
    ]
}
