/// Follows the saved shelf (Cinematic's favorites): the shelf now, then again after every change.
public struct ObserveSavedMoviesUseCase: Sendable {
    private let list: ListSavedMoviesUseCase
    private let profile: any ObservableProfileRepository

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: where saved films are looked up.
    ///   - profile: the profile store that broadcasts changes.
    public init(catalog: any CatalogRepository, profile: any ObservableProfileRepository) {
        list = ListSavedMoviesUseCase(catalog: catalog, profile: profile)
        self.profile = profile
    }

    /// The shelf, newest first, now and after every change; a failure is delivered in place of a shelf.
    /// - Returns: a stream that ends when its reader stops iterating or is cancelled.
    public func execute() -> AsyncStream<Result<[SavedMovie], SourceError>> {
        let (stream, continuation) = AsyncStream.makeStream(of: Result<[SavedMovie], SourceError>.self)
        let (list, profile) = (self.list, self.profile)
        let task = Task {
            let changes = await profile.changes()
            continuation.yield(await Self.result { () async throws(SourceError) in try await list.execute() })
            for await stored in changes {
                continuation.yield(
                    await Self.result { () async throws(SourceError) in try await list.shelf(of: stored) })
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private static func result(_ work: () async throws(SourceError) -> [SavedMovie]) async
        -> Result<[SavedMovie], SourceError>
    {
        do throws(SourceError) {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }
}
