extension MovieID {
    /// Whether this is an IMDb title id (`tt` and digits), the only kind another site can look a film up by.
    ///
    /// Catalog films without one carry a MovieLens id (`ml:…`) and store films an `itunes:…` id; files written for
    /// other sites leave the IMDb column empty for both rather than write an id those sites cannot read.
    public var isIMDbID: Bool {
        let digits = rawValue.utf8.dropFirst(2)
        return rawValue.hasPrefix("tt") && !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
    }
}
