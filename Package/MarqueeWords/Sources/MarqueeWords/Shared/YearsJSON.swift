/// A span of release years in `--json` output: `{"from": 2014, "to": 2016}`.
public struct YearsJSON: Encodable {
    let from: Int
    let to: Int

    /// Builds the document from the command's result.
    public init(_ years: ClosedRange<Int>) {
        from = years.lowerBound
        to = years.upperBound
    }
}
