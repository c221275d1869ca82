/// A span of release years in `--json` output: `{"from": 2014, "to": 2016}`.
struct YearsJSON: Encodable {
    let from: Int
    let to: Int

    init(_ years: ClosedRange<Int>) {
        from = years.lowerBound
        to = years.upperBound
    }
}
