import MarqueeDomain

extension MovieID {
    /// The id of an iTunes film: `itunes:<trackId>`.
    /// - Parameter trackID: the store's track id, digits only.
    /// - Returns: the store id.
    public static func iTunes(trackID: String) -> MovieID { MovieID(shopPrefix + trackID) }

    /// The iTunes track id inside a store id, or `nil` when this is not `itunes:` followed by digits.
    public var iTunesTrackID: Int? {
        guard isShopID else { return nil }
        let digits = rawValue.dropFirst(Self.shopPrefix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
