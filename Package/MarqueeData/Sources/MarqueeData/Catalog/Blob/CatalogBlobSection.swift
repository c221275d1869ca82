/// The kinds of section a catalog blob holds, as numbered in its section directory.
///
/// The numbers are part of the format: never renumber one. A new field gets a new number, and a loader skips
/// kinds it does not know, so adding a section needs no change to the ones already here (docs/ARCHITECTURE.md,
/// "The bundled catalog").
package enum CatalogBlobSection: UInt32, CaseIterable, Sendable {
    /// Each film's genres, `UInt32` ``MarqueeDomain/GenreSet`` bits.
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
    /// Where each film's co-rating neighbours begin in ``neighbourRows`` and ``neighbourUnits``.
    case neighbourStarts = 22
    /// Every film's neighbours, `UInt32` rows of other films, strongest first.
    case neighbourRows = 23
    /// Every neighbour's weight, `UInt32` in units of 1e-4.
    case neighbourUnits = 24
    /// Each person's name, a `UInt32` string number; persons are numbered in byte order of their names.
    case personNames = 25
    /// Each language's name, a `UInt32` string number; languages are numbered in byte order of their names.
    case languageNames = 26
    /// Where each string begins in ``stringBytes``: `UInt32`, one more than there are strings.
    case stringStarts = 27
    /// Every string's UTF-8 bytes, one after another.
    case stringBytes = 28
}
