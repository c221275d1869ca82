// swift-format-ignore-file
// Tables read better aligned one entry per line than wrapped at 120 columns.

/// The genres' names as a person reads them; keyed by the stable name that `--genre`, `--json` and the profile use.
public enum GenreStrings: FeatureStrings {
    static let english: [String: String] = [
        "genre.Action": "Action",
        "genre.Adventure": "Adventure",
        "genre.Animation": "Animation",
        "genre.Biography": "Biography",
        "genre.Comedy": "Comedy",
        "genre.Crime": "Crime",
        "genre.Documentary": "Documentary",
        "genre.Drama": "Drama",
        "genre.Family": "Family",
        "genre.Fantasy": "Fantasy",
        "genre.History": "History",
        "genre.Horror": "Horror",
        "genre.Music": "Music",
        "genre.Musical": "Musical",
        "genre.Mystery": "Mystery",
        "genre.Romance": "Romance",
        "genre.Sci-Fi": "Sci-Fi",
        "genre.Sport": "Sport",
        "genre.Thriller": "Thriller",
        "genre.War": "War",
        "genre.Western": "Western",
    ]

    public static let german: [String: String] = [
        "genre.Action": "Action",
        "genre.Adventure": "Abenteuer",
        "genre.Animation": "Animation",
        "genre.Biography": "Biografie",
        "genre.Comedy": "Komödie",
        "genre.Crime": "Krimi",
        "genre.Documentary": "Dokumentarfilm",
        "genre.Drama": "Drama",
        "genre.Family": "Familie",
        "genre.Fantasy": "Fantasy",
        "genre.History": "Geschichte",
        "genre.Horror": "Horror",
        "genre.Music": "Musik",
        "genre.Musical": "Musical",
        "genre.Mystery": "Mystery",
        "genre.Romance": "Liebesfilm",
        "genre.Sci-Fi": "Science-Fiction",
        "genre.Sport": "Sport",
        "genre.Thriller": "Thriller",
        "genre.War": "Kriegsfilm",
        "genre.Western": "Western",
    ]
}
