import MarqueeDomain

/// What the two concurrent passes gather for each kept film, each into its own slots.
///
/// Principals write only ``cast``, crew only ``directors``, akas only ``alternateTitles``, and each lane only its
/// own ``failures`` slot, so the two lanes never touch the same memory; the caller reads it after both are done.
final class IMDbLanes: @unchecked Sendable {
    /// Each kept film's billed principals, gathered in a film of its own.
    var cast: [IMDbBilling]
    /// Each kept film's directors.
    var directors: [[UInt32]]
    /// Each kept film's titles in the person's language or region.
    var alternateTitles: [[String]]
    /// Why each lane stopped, when it failed.
    var failures: [IMDbImportError?] = [nil, nil]

    /// Empty slots for a number of films.
    init(films: Int) {
        cast = Array(repeating: IMDbBilling(), count: films)
        directors = Array(repeating: [], count: films)
        alternateTitles = Array(repeating: [], count: films)
    }
}
