import Foundation
import MarqueeDomain

/// Recognises an image format by its first bytes, because a server's `Content-Type` is not always honest.
enum ImageSignature {
    /// Whether `data` starts like a file in `format`.
    static func matches(_ data: Data, _ format: PosterFormat) -> Bool {
        switch format {
        case .png: data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .jpeg: data.starts(with: [0xFF, 0xD8, 0xFF])
        }
    }
}
