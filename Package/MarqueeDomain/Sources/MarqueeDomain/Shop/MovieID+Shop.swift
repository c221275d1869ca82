extension MovieID {
    /// The prefix of every store film's id: `itunes:<trackId>`, so store ids never collide with IMDb ids.
    public static let shopPrefix = "itunes:"

    /// Whether this names a store film (`itunes:…`) rather than a bundled catalog film.
    public var isShopID: Bool { rawValue.hasPrefix(Self.shopPrefix) }
}
