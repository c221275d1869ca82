import MarqueeDomain
import Synchronization

/// One laid-out table, shared by every copy of its ``FilmTable``, so a fold knows the table it was made over.
///
/// Columns can be shared by tables whose details differ, so no column says which table a fold read; this does.
final class FilmTableIdentity: Sendable {
    /// What ranking has measured over this table, by the weights it read (``TablePriors``).
    let priors = Mutex<[RankingWeights: TablePriors]>([:])
}
