import MarqueeDomain

@testable import MarqueeRanking
@testable import MarqueeSearch

extension AskCriteria {
    /// The criteria without the readings of words taken as something else, for tables that pin what is asked;
    /// `AskInterpretationTests` pins the readings themselves.
    var literal: AskCriteria {
        var literal = self
        literal.interpretations = []
        return literal
    }
}
