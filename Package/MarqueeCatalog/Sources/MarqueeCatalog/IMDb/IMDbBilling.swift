/// A film's acting principals, the first few by billing order whatever order their rows come in.
struct IMDbBilling {
    /// `ordering` and person number, at most the limit given to ``bill(_:at:limit:)``.
    var cast: [(ordering: Int, person: UInt32)] = []

    /// Keeps a principal if it is among the first by billing order.
    mutating func bill(_ person: UInt32, at ordering: Int, limit: Int) {
        if cast.count < limit {
            cast.append((ordering, person))
        } else if let last = cast.indices.max(by: { cast[$0].ordering < cast[$1].ordering }),
            cast[last].ordering > ordering
        {
            cast[last] = (ordering, person)
        }
    }
}
