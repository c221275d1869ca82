import MarqueeDomain
import Synchronization

/// Builds the live store once, on first use, and hands out its cached and refreshing faces.
final class ShopStack: Sendable {
    /// The two faces of one store: one honouring the cache's freshness, one skipping it.
    typealias Faces = (
        cached: any ShopCatalogRepository & ShopMatching, refreshing: any ShopCatalogRepository & ShopMatching
    )

    private let build: @Sendable () -> Faces
    private let built = Mutex<Faces?>(nil)

    /// Creates a stack that runs `build` the first time a face is needed.
    init(build: @escaping @Sendable () -> Faces) {
        self.build = build
    }

    /// The face to ask.
    /// - Parameter refreshing: whether to skip the cache's freshness check.
    /// - Returns: the repository, built now if this is the first question.
    func face(refreshing: Bool) -> any ShopCatalogRepository & ShopMatching {
        let faces = built.withLock { built in
            if let built { return built }
            let faces = build()
            built = faces
            return faces
        }
        return refreshing ? faces.refreshing : faces.cached
    }
}
