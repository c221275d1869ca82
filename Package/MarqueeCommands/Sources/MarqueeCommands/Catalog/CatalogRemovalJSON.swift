/// `marquee catalog remove-imdb --json`: whether there was a catalog to remove, and where (`marquee.catalog/1`).
struct CatalogRemovalJSON: Encodable {
    let schema = "marquee.catalog/1"
    let removed: Bool
    let path: String
}
