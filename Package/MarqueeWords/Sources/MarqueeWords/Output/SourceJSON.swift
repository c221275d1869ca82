import Foundation
import MarqueeDomain

/// Where data came from, in `--json` documents: `{"kind": "cached", "savedAt": "2025-11-28T07:00:00Z"}`.
public struct SourceJSON: Encodable {
    let kind: String
    let savedAt: Date?

    public init(_ source: DataSource) {
        switch source {
        case .live: (kind, savedAt) = ("live", nil)
        case .cached(let date): (kind, savedAt) = ("cached", date)
        case .bundled: (kind, savedAt) = ("bundled", nil)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(savedAt, forKey: .savedAt)
    }

    private enum CodingKeys: String, CodingKey { case kind, savedAt }
}
