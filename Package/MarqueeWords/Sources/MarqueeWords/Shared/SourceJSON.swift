import Foundation
import MarqueeDomain

/// Where data came from, in `--json` documents: `{"kind": "cached", "savedAt": "2025-11-28T07:00:00Z"}`.
public struct SourceJSON: Encodable {
    let kind: String
    @NullEncoded var savedAt: Date?

    /// Builds the document from the command's result.
    public init(_ source: DataSource) {
        switch source {
        case .live: (kind, savedAt) = ("live", nil)
        case .cached(let date): (kind, savedAt) = ("cached", date)
        case .bundled: (kind, savedAt) = ("bundled", nil)
        }
    }

}
