import MarqueeDomain

extension AskCriteria {
    /// The criteria without the readings of words taken as something else, and without the themes (each is also an
    /// unused word), for tables that pin what is asked; `AskInterpretationTests` and `AskThemeTests` pin those.
    public var literal: AskCriteria {
        var literal = self
        literal.interpretations = []
        literal.themes = []
        return literal
    }
}
