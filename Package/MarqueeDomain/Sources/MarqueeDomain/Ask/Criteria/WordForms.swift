/// How a request's word relates to a title's: a plural counts as its singular, so "not zombies" turns away
/// "Night of the Zombie" and the reader's word tables match "comedies" to "comedy".
public enum WordForms {
    /// The singular forms a plural could come from: `comedies` → `comedy`, `docs` → `doc`, `heroes` → `hero`.
    /// - Parameter word: a folded word.
    /// - Returns: every candidate singular, longest ending first; empty when the word has no plural ending.
    public static func singulars(of word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") || word.hasSuffix("e") || word.hasSuffix("n") { forms.append(String(word.dropLast())) }
        if word.hasSuffix("en") { forms.append(String(word.dropLast(2))) }
        return forms
    }
}
