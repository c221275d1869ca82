/// A short message shown over the Ask screen without replacing what it shows.
public enum AskNotice: Hashable, Sendable {
    /// Enter was pressed with nothing in the field; nothing was sent.
    case emptyQuestion
}
