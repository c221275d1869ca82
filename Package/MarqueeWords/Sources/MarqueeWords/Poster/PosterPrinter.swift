import Foundation
import MarqueeDomain
import TerminalKit

/// Shows a film's poster after its text, in the protocol the settings choose.
public struct PosterPrinter {
    /// The poster's box: 20 columns by 15 rows is about 2:3 on a terminal whose cells are twice as tall as wide,
    /// the shape of a poster, and narrow enough for an 80-column terminal.
    static let size = ImageCellSize(columns: 20, rows: 15)

    let settings: ImageSettings
    let posters: any PosterRepository
    let console: Console

    /// Creates the value from its parts.
    public init(settings: ImageSettings, posters: any PosterRepository, console: Console) {
        self.settings = settings
        self.posters = posters
        self.console = console
    }

    /// Writes the poster at `url` below what is already printed, or nothing.
    ///
    /// Nothing is written when there is no URL, no protocol (a pipe, tmux, `off`, a terminal that supports neither),
    /// or no image in the format the protocol sends: a poster is a bonus to text that has already gone out, so its
    /// absence is not an error. The protocol is decided first, because `auto` asks the terminal and no download is
    /// worth making for a terminal that cannot show it.
    public func show(_ url: URL?) async {
        guard let url, let imageProtocol = settings.imageProtocol() else { return }
        switch imageProtocol {
        case .kitty:
            guard let png = try? await posters.poster(at: url, format: .png) else { return }
            console.image(KittyImage.escapes(png: png, size: Self.size))
        case .iterm:
            guard let jpeg = try? await posters.poster(at: url, format: .jpeg) else { return }
            console.image(ITermImage.escape(image: jpeg, size: Self.size))
        }
    }
}
