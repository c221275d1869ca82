import MarqueeComparison
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// The four promises every search variant keeps, each checked against MV, MVVM and MVI alike.
///
/// No test sleeps or reads a clock: the scripted service holds answers until released and reports arrivals, and
/// the drivers wait for tasks to return or for an observed state change. The time limit only stops a broken
/// variant from hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SearchBehaviorTests {
    @Test("Keystrokes in quick succession collapse into one request for the final query", arguments: Variant.allCases)
    func keystrokesCollapseIntoOneRequest(_ variant: Variant) async {
        let service = ScriptedSearchService(["voyage": .films([Films.voyageHome])])
        let search = variant.driver(over: service)

        for text in ["v", "vo", "voy", "voya", "voyage"] { search.type(text) }
        await search.settle()

        #expect(service.requests == ["voyage"])
        #expect(search.snapshot == SearchSnapshot(query: "voyage", phase: .loaded([Films.voyageHome])))
    }

    @Test(
        "A short query resets to idle and cancels the search in flight, whose late answer is dropped",
        arguments: Variant.allCases
    )
    func shortQueryResetsAndCancels(_ variant: Variant) async {
        let service = ScriptedSearchService(["voyage": .held([Films.voyageHome])])
        let search = variant.driver(over: service)
        search.type("voyage")
        await service.arrival(of: "voyage")

        search.type("v")
        service.release("voyage")
        await search.settle()

        #expect(service.cancelled == ["voyage"])
        #expect(search.snapshot == SearchSnapshot(query: "v", phase: .idle))
    }

    @Test(
        "Text shorter than two characters after trimming never reaches the service",
        arguments: Variant.allCases, ["", " ", "v", "  v  "]
    )
    func shortTextIsNeverSearched(_ variant: Variant, text: String) async {
        let service = ScriptedSearchService()
        let search = variant.driver(over: service)

        search.type(text)
        await search.settle()

        #expect(service.requests == [])
        #expect(search.snapshot == SearchSnapshot(query: text, phase: .idle))
    }

    @Test(
        "A stale answer is dropped even when the slow service ignores cancellation",
        arguments: Variant.allCases
    )
    func staleAnswerIsDropped(_ variant: Variant) async {
        let service = ScriptedSearchService([
            "du": .held([Films.duel, Films.dumbo]),
            "dune": .films([Films.dune]),
        ])
        let search = variant.driver(over: service)
        let dune = SearchSnapshot(query: "dune", phase: .loaded([Films.dune]))
        search.type("du")
        await service.arrival(of: "du")

        search.type("dune")
        await search.waitUntilShowing(dune)
        service.release("du")  // "du" answers last, long after "dune" is on screen.
        await search.settle()

        #expect(service.requests == ["du", "dune"])
        #expect(search.snapshot == dune)
    }

    @Test("A failure reaches the state as the catalog's own typed error", arguments: Variant.allCases)
    func failureStaysTyped(_ variant: Variant) async {
        let offline = CatalogError.offline(reason: .noConnection)
        let service = ScriptedSearchService(["dune": .failure(offline)])
        let search = variant.driver(over: service)

        search.type("dune")
        await search.settle()

        #expect(search.snapshot == SearchSnapshot(query: "dune", phase: .failed(offline)))
    }
}
