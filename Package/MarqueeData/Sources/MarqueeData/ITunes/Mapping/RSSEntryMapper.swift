import Foundation
import MarqueeDomain

/// Turns RSS chart entries into Domain films.
///
/// The chart has no runtime, rating or cast; those stay unknown rather than guessed. The poster is the last
/// (largest) `im:image`, rewritten to a large rendition. Every text passes through `UntrustedText` here, the one place
/// the feed's words enter the domain: titles and names as one line, the summary with its line breaks.
enum RSSEntryMapper {
    /// The film in a chart entry.
    static func movie(from entry: RSSEntryDTO) -> Movie {
        Movie(
            id: MovieID.iTunes(trackID: UntrustedText.singleLine(entry.id.attributes.id)),
            title: UntrustedText.singleLine(entry.name.label),
            year: ShopReleaseDate.year(entry.releaseDate?.label),
            genres: ShopGenre.genres(named: entry.category?.attributes?.term),
            directors: entry.artist.map { [UntrustedText.singleLine($0.label)] } ?? [],
            posterURL: entry.images?.last?.label.flatMap(URL.init(string:)).map(ArtworkURL.large),
            summary: entry.summary.map { UntrustedText.multiline($0.label) },
            price: ShopPrice.price(
                amount: entry.price?.attributes?.amount, currency: entry.price?.attributes?.currency)
        )
    }

    /// Everything a chart entry says about its film, including the store page and the trailer.
    static func details(from entry: RSSEntryDTO) -> MovieDetails {
        let movie = movie(from: entry)
        let links = entry.link ?? []
        let store = links.first { $0.attributes.rel == "alternate" }?.attributes.href ?? entry.id.label
        let trailer = links.first { $0.attributes.rel == "enclosure" }?.attributes.href
        return MovieDetails(
            movie: movie,
            fullSummary: entry.summary.map { UntrustedText.multiline($0.label) },
            releaseDate: ShopReleaseDate.date(entry.releaseDate?.label),
            trailerURL: trailer.flatMap(URL.init(string:)),
            storeURL: store.flatMap(URL.init(string:)),
            storeID: movie.id
        )
    }
}
