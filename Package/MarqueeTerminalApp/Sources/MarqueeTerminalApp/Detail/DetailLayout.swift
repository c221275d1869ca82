import TerminalKit

/// Where a drawn detail panel stands: the poster's box, and how much of its text the window shows.
///
/// The renderer reports it with each frame, so the keys that scroll the panel can ask for an offset the window can
/// show: how far text can scroll depends on the window's size, which the state does not know.
struct DetailLayout: Equatable, Sendable {
    /// The box reserved for the poster, or `nil` for none.
    var posterBox: Rect?
    /// The rows of text the panel shows at once.
    var visibleRows: Int
    /// The rows the panel's text takes in all, wrapped to the panel's width.
    var totalRows: Int

    /// The largest useful scroll offset: the one that shows the last row at the panel's bottom.
    var lastOffset: Int { max(0, totalRows - visibleRows) }

    /// How far one page scrolls: a window's height less one row, so the row read last stays in view.
    var page: Int { max(1, visibleRows - 1) }
}
