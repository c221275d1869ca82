/// What a completing shell may offer for one positional argument or one option's value.
enum CompletionValues: Hashable, Sendable {
    /// Free text, such as a number or a URL: the shell offers nothing rather than file names.
    case text
    /// One of these words.
    case choices([String])
    /// A path, completed by the shell's own file completion.
    case file
    /// A film id or title, asked from the hidden `marquee ---complete movie PREFIX`.
    case movie
}
