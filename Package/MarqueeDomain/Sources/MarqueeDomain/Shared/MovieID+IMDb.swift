extension MovieID {
    /// Whether this is an IMDb title id (`tt` and digits), the only kind another site can look a film up by.
    public var isIMDbID: Bool {
        let digits = rawValue.utf8.dropFirst(2)
        return rawValue.hasPrefix("tt") && !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
    }
}
