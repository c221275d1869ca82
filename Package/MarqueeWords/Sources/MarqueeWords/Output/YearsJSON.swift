/// A span of release years in `--json` output: `{"from": 2014, "to": 2016}`.
public struct YearsJSON: Encodable {
    public let from: Int
    public let to: Int

    public init(_ years: ClosedRange<Int>) {
        from = years.lowerBound
        to = years.upperBound
    }
}
