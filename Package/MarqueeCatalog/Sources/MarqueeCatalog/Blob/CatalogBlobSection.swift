/// The kinds of section a catalog blob holds, as numbered in its section directory.
///
/// The numbers are part of the format: never renumber one. A new field gets a new number, and a loader skips
/// kinds it does not know, so adding a section needs no change to the ones already here (docs/ARCHITECTURE.md,
/// "The bundled catalog").
package enum CatalogBlobSection: UInt32, CaseIterable, Sendable {
    /// Each film's genres, `UInt32` `MarqueeDomain/GenreSet` bits.
    case genres = 1
    /// Each film's year, `Int32`, `Int32.min` when unknown.
    case years = 2
    /// Each film's language, `Int32` index into ``languageNames``, `Int32.min` when unknown.
    case languages = 3
    /// Each film's critic average, `Float64`, NaN when unknown.
    case criticScores = 4
    /// Each film's critic review count, `Int32`.
    case reviewCounts = 5
    /// Each film's Tomatometer, `Int32`, `Int32.min` when unknown.
    case tomatometers = 6
    /// Each film's Metacritic score, `Int32`, `Int32.min` when unknown.
    case metacritics = 7
    /// Each film's MovieLens mean, `Float64`, NaN when unknown.
    case audienceMeans = 8
    /// Each film's MovieLens rating count, `Int32`.
    case audienceCounts = 9
    /// Where each film's directors begin in ``directorTargets``: `UInt32`, one more than there are films.
    case directorStarts = 10
    /// Every film's directors, `UInt32` person numbers.
    case directorTargets = 11
    /// Where each film's cast begins in ``castTargets``: `UInt32`, one more than there are films.
    case castStarts = 12
    /// Every film's cast, `UInt32` person numbers.
    case castTargets = 13
    /// Each film's runtime in minutes, `Int32`, `Int32.min` when unknown.
    case runtimes = 14
    /// Each film's content rating, `UInt8`: 0 when unknown, else 1 + its index in `ContentRating.allCases`.
    case contentRatings = 15
    /// Each film's id, a `UInt32` string number.
    case ids = 16
    /// Each film's title, a `UInt32` string number.
    case titles = 17
    /// Where each film's countries begin in ``countryTargets``.
    case countryStarts = 18
    /// Every film's countries, `UInt32` string numbers.
    case countryTargets = 19
    /// Where each film's alternate titles begin in ``alternateTargets``.
    case alternateStarts = 20
    /// Every film's alternate titles, `UInt32` string numbers.
    case alternateTargets = 21
    // Added after the search index's numbers, and written here, before the strings they name.
    /// Each film's Oscars won, `Int32`, `Int32.min` when unknown.
    case oscars = 62
    /// Every former id of a film (`MarqueeDomain/Movie/formerIDs`), a `UInt32` string number, in byte order.
    case formerIDs = 63
    /// The row of the film each of ``formerIDs`` names, `UInt32`.
    case formerIDRows = 64
    // An imported IMDb dataset's facts, written only when a film has them, so the bundled blob is unchanged
    // and a blob without them reads as films without them.
    /// Each film's IMDb rating, `Float64`, NaN when unknown.
    case imdbRatings = 65
    /// Each film's IMDb vote count, `Int32`.
    case imdbVotes = 66
    /// Whether each film's cast is in billing order, `UInt8` 0 or 1.
    case billedCasts = 67
    /// Where each film's positive co-rating neighbours begin in ``neighbourRows`` and ``neighbourUnits``.
    case neighbourStarts = 22
    /// Every film's positive neighbours, `UInt32` rows of other films, strongest first.
    case neighbourRows = 23
    /// Every positive neighbour's weight, `UInt32` in units of 1e-4.
    case neighbourUnits = 24
    // The co-rating model's negative links, after the positive ones in `Movie.coLiked`, numbered after the search
    // index but written here: a loader that does not know them still reads the positive links right.
    /// Where each film's negative co-rating neighbours begin in ``negativeNeighbourRows``.
    case negativeNeighbourStarts = 59
    /// Every film's negative neighbours, `UInt32` rows of other films, most negative first.
    case negativeNeighbourRows = 60
    /// How negative each negative neighbour's weight is, `UInt16` in units of 1e-4.
    case negativeNeighbourUnits = 61
    /// Each person's name, a `UInt32` string number; persons are numbered in byte order of their names.
    case personNames = 25
    /// Each language's name, a `UInt32` string number; languages are numbered in byte order of their names.
    case languageNames = 26
    /// Where each string begins in ``stringBytes``: `UInt32`, one more than there are strings.
    case stringStarts = 27
    /// Every string's UTF-8 bytes, one after another.
    case stringBytes = 28
    // The search index, prebuilt by the packer with Domain's own builder (`MarqueeDomain/SearchIndex/Parts`),
    // one section per column; `Int32` unless named otherwise.
    /// Every title's word ids.
    case searchTitleWordIDs = 29
    /// Where each title's words start.
    case searchTitleStarts = 30
    /// Where each title's words end.
    case searchTitleEnds = 31
    /// Whether each title is bare of its article, `UInt8`.
    case searchBareTitles = 32
    /// Where each film's titles start, one more than there are films.
    case searchFirstTitles = 33
    /// Each film's fame, `Float64`.
    case searchFame = 34
    /// Each film's series key, `Float64`, NaN for none.
    case searchSeriesKeys = 35
    /// Every person's name word ids.
    case searchNameWordIDs = 36
    /// Where each person's name words start.
    case searchPersonStarts = 37
    /// Each person's prominence, `Int64`.
    case searchProminence = 38
    /// The title words' bytes, `UInt8`.
    case searchTitleWordBytes = 39
    /// Where each title word's bytes start.
    case searchTitleWordStarts = 40
    /// Where each title word's bytes end.
    case searchTitleWordEnds = 41
    /// Title word ids in byte order.
    case searchTitleWordOrder = 42
    /// Where each title typo bucket starts.
    case searchTitleBucketStarts = 43
    /// Title word ids by typo bucket.
    case searchTitleBuckets = 44
    /// Each title word's letter bits, `UInt64`.
    case searchTitleLetters = 45
    /// The name words' bytes, `UInt8`.
    case searchNameWordBytes = 46
    /// Where each name word's bytes start.
    case searchNameWordStarts = 47
    /// Where each name word's bytes end.
    case searchNameWordEnds = 48
    /// Name word ids in byte order.
    case searchNameWordOrder = 49
    /// Where each name typo bucket starts.
    case searchNameBucketStarts = 50
    /// Name word ids by typo bucket.
    case searchNameBuckets = 51
    /// Each name word's letter bits, `UInt64`.
    case searchNameLetters = 52
    /// Where each title word's films start.
    case searchFilmsByWordStarts = 53
    /// The films holding each title word.
    case searchFilmsByWord = 54
    /// Where each name word's people start.
    case searchPeopleByWordStarts = 55
    /// The people whose names hold each name word.
    case searchPeopleByWord = 56
    /// Where each person's films start.
    case searchFilmsByPersonStarts = 57
    /// The films each person directed or played in.
    case searchFilmsByPerson = 58

    /// Whether the section holds an imported IMDb dataset's facts, written only when a film has them.
    package var isIMDb: Bool { self == .imdbRatings || self == .imdbVotes || self == .billedCasts }

    /// Whether the section belongs to the prebuilt search index, which is checked on the first search, not at load.
    package var isSearchIndex: Bool {
        (Self.searchTitleWordIDs.rawValue...Self.searchFilmsByPerson.rawValue).contains(rawValue)
    }
}
