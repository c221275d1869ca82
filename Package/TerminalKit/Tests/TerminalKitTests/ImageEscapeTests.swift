import Foundation
import Testing

@testable import TerminalKit

/// A real 1×1 PNG (one red pixel, 69 bytes), small enough to spell out its base64 in the expected escapes.
private let tinyPNG = Data.fixture(
    base64: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC")

@Suite
struct ImageEscapeTests {
    @Test("kitty sends a small PNG in one escape with the keys, the cell box and m=0")
    func kittySingleChunk() {
        let escapes = KittyImage.escapes(png: tinyPNG, size: ImageCellSize(columns: 20, rows: 10))

        #expect(
            escapes
                == "\u{1B}_Ga=T,f=100,q=2,c=20,r=10,m=0;"
                + "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC"
                + "\u{1B}\\")
    }

    @Test("kitty cuts a payload longer than 4096 base64 bytes into chunks, m=1 on all but the last")
    func kittyChunks() {
        // 3073 zero bytes are 4096 "A"s and then "AA==": one full chunk and a short one.
        let escapes = KittyImage.escapes(png: Data(count: 3073), size: ImageCellSize(columns: 8, rows: 4))

        #expect(
            escapes
                == "\u{1B}_Ga=T,f=100,q=2,c=8,r=4,m=1;" + String(repeating: "A", count: 4096) + "\u{1B}\\"
                + "\u{1B}_Gm=0;AA==\u{1B}\\")
    }

    @Test("kitty sends a payload of exactly 4096 base64 bytes as one chunk")
    func kittyExactChunk() {
        let escapes = KittyImage.escapes(png: Data(count: 3072), size: ImageCellSize(columns: 8, rows: 4))

        #expect(escapes == "\u{1B}_Ga=T,f=100,q=2,c=8,r=4,m=0;" + String(repeating: "A", count: 4096) + "\u{1B}\\")
    }

    @Test("kitty places an app's image with its image and placement ids and leaves the cursor where it was")
    func kittyPlacement() {
        let escapes = KittyImage.escapes(
            png: tinyPNG, size: ImageCellSize(columns: 16, rows: 12), placement: (imageID: 7, placementID: 1))

        #expect(
            escapes
                == "\u{1B}_Ga=T,f=100,q=2,c=16,r=12,i=7,p=1,C=1,m=0;"
                + "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC"
                + "\u{1B}\\")
    }

    @Test("kitty deletes every placement of an image and frees its data, without a reply")
    func kittyDelete() {
        #expect(KittyImage.delete(imageID: 7) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    @Test("iTerm2 sends the image inline with its byte size, the cell box and the aspect ratio kept, ended by BEL")
    func iterm() {
        let escape = ITermImage.escape(image: tinyPNG, size: ImageCellSize(columns: 20, rows: 10))

        #expect(
            escape
                == "\u{1B}]1337;File=inline=1;size=69;width=20;height=10;preserveAspectRatio=1:"
                + "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC"
                + "\u{07}")
    }

    @Test("A cell box is never smaller than one cell")
    func minimumBox() {
        #expect(ImageCellSize(columns: 0, rows: -3) == ImageCellSize(columns: 1, rows: 1))
    }
}
