import MarqueeDomain

/// `marquee ask --json` when a model answered: each pick in the model's words plus its catalog film, if any.
///
/// `model` is an object as in the offline document (/2; /1 had the model's name there).
public struct AskModelJSON: Encodable {
    /// One pick as the document lists it.
    public struct Pick: Encodable {
        let rank: Int
        let inCatalog: Bool
        let title: String
        let year: Int?
        let reason: String
        let movie: MovieJSON?

        /// Creates the value from its parts.
        public init(rank: Int, inCatalog: Bool, title: String, year: Int?, reason: String, movie: MovieJSON?) {
            self.rank = rank
            self.inCatalog = inCatalog
            self.title = title
            self.year = year
            self.reason = reason
            self.movie = movie
        }
    }

    let schema = "marquee.ask/2"
    let mode = "model"
    let model: AskModelUseJSON
    let request: String
    let picks: [Pick]
    let unreadable: Int
    let total: Int
    let cut: Bool

    /// Builds the document from the command's result.
    public init(request: String, model: String, answer: AskModelAnswer) {
        self.request = request
        self.model = AskModelUseJSON(answeredBy: model)
        picks = answer.picks.enumerated().map { offset, grounded in
            Pick(
                rank: offset + 1, inCatalog: grounded.movie != nil, title: grounded.pick.title,
                year: grounded.pick.year, reason: grounded.pick.reason, movie: grounded.movie.map(MovieJSON.init))
        }
        unreadable = answer.unreadable
        total = answer.total
        cut = answer.wasCut
    }
}
