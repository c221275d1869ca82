import MarqueeDomain

/// One laid-out table, shared by every copy of its ``FilmTable``, so a fold knows the table it was made over.
///
/// Columns can be shared by tables whose details differ, so no column says which table a fold read; this does.
final class FilmTableIdentity: Sendable {}
