import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeRanking
import MarqueeRankingTestSupport
import MarqueeSearch

/// The synthetic films as a table whose details answer co-rating neighbours as rows, as the bundled blob does.
///
/// `syntheticCatalog(_:count:)` repeats the bundled films in blocks, each film's neighbours renamed into its own
/// block, so a film's neighbour rows are its bundled film's, shifted by the block's first row. The blob stores
/// rows because the packer resolves every link once; this is that resolution, without a million-film blob.
/// - Parameters:
///   - movies: the films `syntheticCatalog(_:count:)` made from the bundled table's films.
///   - bundledTable: the bundled catalog's table, whose neighbour rows every block repeats.
/// - Returns: the table.
func syntheticNeighbourRows(_ movies: [Movie], repeating bundledTable: FilmTable) -> FilmTable {
    let bundled = (0..<bundledTable.count).map { bundledTable.details.neighbours(of: $0) ?? [] }
    let count = movies.count
    return NeighbourRowDetails.table(FilmTable(movies: movies)) { row in
        let block = row / bundled.count * bundled.count
        // The last block is cut short at the table's end; a neighbour past it is dropped, as a missing id is.
        return bundled[row % bundled.count].compactMap { block + $0.row < count ? (block + $0.row, $0.weight) : nil }
    }
}
