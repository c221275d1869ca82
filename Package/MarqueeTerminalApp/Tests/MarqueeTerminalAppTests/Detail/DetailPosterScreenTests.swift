import Foundation
import MVIKit
import MarqueeDomain
import MarqueePresentation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp

/// The detail panel with images on: the words beside the poster's box, and the same words as ever with images off.
@MainActor
struct DetailPosterScreenTests {
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    private static let sizes = [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 40, columns: 120)]

    /// The feed's panel on The Matrix, as the store described it, with the poster at `phase`.
    private static func feedDetail(_ phase: LoadingPhase<Data, PosterError>) -> AppState {
        var state = TUIFixture.feed
        state.feed.isShowingInfo = true
        state.detail = DetailState(movieID: TUIFixture.matrix.id)
        state.detail?.details = .loaded(TUIFixture.matrixDetails)
        state.detail?.savedIDs = [TUIFixture.matrix.id]
        state.detail?.poster = phase
        return state
    }

    /// Discover's panel on The Matrix, beside the list at 120 columns and over it at 80, with the poster at `phase`.
    private static func discoverDetail(_ phase: LoadingPhase<Data, PosterError>) -> AppState {
        var state = TUIFixture.feed
        state.screen = .discover
        state.discover.catalog = .loaded(TUIFixture.charts)
        state.detail = DetailState(movieID: TUIFixture.matrix.id)
        state.detail?.details = .loaded(TUIFixture.matrixDetails)
        state.detail?.savedIDs = []
        state.detail?.poster = phase
        return state
    }

    private static func frame(_ state: AppState, size: TerminalSize, imagesOn: Bool) -> (Canvas, Rect?) {
        let renderer = AppRenderer(texts: TUIFixture.texts(), posterBox: imagesOn ? DetailPanel.posterBox : nil)
        let frame = renderer.frame(for: state, size: size)
        return (frame.canvas, frame.posterBox)
    }

    @Test("With images on, the panel's words sit beside the poster's box, drawn as their snapshot")
    func wordsBesideTheBox() {
        for size in Self.sizes {
            let name = "\(size.columns)x\(size.rows)"
            let (feed, _) = Self.frame(Self.feedDetail(.loaded(Self.png)), size: size, imagesOn: true)
            SnapshotAssertion.check(feed, named: "feed-detail-poster-" + name)
            let (discover, _) = Self.frame(Self.discoverDetail(.loaded(Self.png)), size: size, imagesOn: true)
            SnapshotAssertion.check(discover, named: "discover-detail-poster-" + name)
        }
    }

    @Test("The box is the panel's top left, 16×12 cells, inside the card or beside the list")
    func boxPosition() {
        let size = TerminalSize(rows: 40, columns: 120)
        let (_, feedBox) = Self.frame(Self.feedDetail(.loaded(Self.png)), size: size, imagesOn: true)
        let (_, discoverBox) = Self.frame(Self.discoverDetail(.loaded(Self.png)), size: size, imagesOn: true)

        #expect(feedBox == Rect(row: 3, column: 12, height: 12, width: 16))
        #expect(discoverBox == Rect(row: 3, column: 51, height: 12, width: 16))
    }

    @Test("The words do not move when the poster arrives: on its way and arrived draw the same frame")
    func arrivalKeepsTheLayout() {
        for size in Self.sizes {
            for state in [Self.feedDetail, Self.discoverDetail] {
                let coming = Self.frame(state(.loading), size: size, imagesOn: true)
                let arrived = Self.frame(state(.loaded(Self.png)), size: size, imagesOn: true)
                #expect(coming.0 == arrived.0)
                #expect(coming.1 == arrived.1)
            }
        }
    }

    @Test("With images off, or no poster to show, the panel draws exactly as without images, and reserves no box")
    func noImagesNoBox() {
        for size in Self.sizes {
            for state in [Self.feedDetail, Self.discoverDetail] {
                let plain = Self.frame(state(.idle), size: size, imagesOn: false)
                let cases = [
                    Self.frame(state(.loaded(Self.png)), size: size, imagesOn: false),
                    Self.frame(state(.idle), size: size, imagesOn: true),
                    Self.frame(state(.failed(.unavailable(reason: "HTTP 404"))), size: size, imagesOn: true),
                ]
                for (canvas, box) in cases {
                    #expect(canvas == plain.0)
                    #expect(box == nil)
                }
                #expect(plain.1 == nil)
            }
        }
    }

    @Test("Help covers the panel, so no poster is drawn over it")
    func helpHidesThePoster() {
        var state = Self.feedDetail(.loaded(Self.png))
        state.isShowingHelp = true

        let (_, box) = Self.frame(state, size: TerminalSize(rows: 24, columns: 80), imagesOn: true)

        #expect(box == nil)
    }
}
