import MarqueeDomain
import TerminalKit

extension ImageProtocol {
    /// The format this protocol sends without Marquee decoding anything: PNG for kitty, the store's JPEG for iTerm2.
    public var posterFormat: PosterFormat {
        switch self {
        case .kitty: .png
        case .iterm: .jpeg
        }
    }
}
