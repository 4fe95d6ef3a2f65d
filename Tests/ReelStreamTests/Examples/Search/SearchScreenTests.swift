import ReelStream
import Testing

@MainActor
@Suite("Three generations of screen logic: the search screen")
struct SearchScreenTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    let api = ScriptedAPI<String, [Repository]>()
    let scheduler = VirtualTimeScheduler()

    func makeStream() -> ViewStream<SearchLogic> {
        ViewStream(extra: .init(api: api, scheduler: scheduler.eraseToAnyScheduler()))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a query typed quickly is searched once, after the debounce interval", .timeLimit(.minutes(10)))
    func debouncesQueries() async {
        let stream = makeStream()
        let loading = OutputRecorder(stream.output.isLoading)

        stream.input.query("sw")
        scheduler.advance(by: .milliseconds(200))
        stream.input.query("swift")
        scheduler.advance(by: .milliseconds(299))
        #expect(loading.takeValues() == [false])
        #expect(api.numberOfCalls == 0)

        scheduler.advance(by: .milliseconds(1))
        #expect(loading.takeValues() == [true])
        let call = await api.nextCall()
        #expect(call.request == "swift")
        #expect(api.numberOfCalls == 1)
        call.succeed([])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("results arrive as the results output and end loading", .timeLimit(.minutes(10)))
    func publishesResults() async {
        let stream = makeStream()
        let results = OutputRecorder(stream.output.results)
        let loading = OutputRecorder(stream.output.isLoading)

        stream.input.query("swift")
        scheduler.advance(by: SearchLogic.debounceInterval)
        let found = [Repository(name: "swiftlang/swift"), Repository(name: "apple/swift-nio")]
        await api.nextCall().succeed(found)

        #expect(await results.next() == [])
        #expect(await results.next() == found)
        #expect(loading.takeValues() == [false, true, false])
        #expect(stream.output.results.value == found)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("an API error becomes an error message, not a crash, and the stream keeps working", .timeLimit(.minutes(10)))
    func errorsBecomeOutputs() async {
        let stream = makeStream()
        let errors = OutputRecorder(stream.output.errorMessage)
        let results = OutputRecorder(stream.output.results.changes)

        stream.input.query("swift")
        scheduler.advance(by: SearchLogic.debounceInterval)
        await api.nextCall().fail(Offline())
        #expect(await errors.next() == "Search failed: offline")
        #expect(stream.output.isLoading.value == false)
        #expect(stream.output.results.value == [])

        stream.input.query("combine")
        scheduler.advance(by: SearchLogic.debounceInterval)
        await api.nextCall().succeed([Repository(name: "OpenCombine/OpenCombine")])
        #expect(await results.next() == [Repository(name: "OpenCombine/OpenCombine")])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a newer query cancels the request still in flight", .timeLimit(.minutes(10)))
    func newerQueryCancelsOlder() async {
        let stream = makeStream()
        let results = OutputRecorder(stream.output.results.changes)

        stream.input.query("swift")
        scheduler.advance(by: SearchLogic.debounceInterval)
        let first = await api.nextCall()
        stream.input.query("swiftui")
        scheduler.advance(by: SearchLogic.debounceInterval)
        let second = await api.nextCall()

        #expect(await first.wasCancelled())
        second.succeed([Repository(name: "swiftui")])
        #expect(await results.next() == [Repository(name: "swiftui")])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("releasing the stream cancels the request in flight", .timeLimit(.minutes(10)))
    func releaseCancelsRequest() async {
        var stream: ViewStream<SearchLogic>? = makeStream()
        stream?.input.query("swift")
        scheduler.advance(by: SearchLogic.debounceInterval)
        let call = await api.nextCall()

        stream = nil
        #expect(await call.wasCancelled())
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("releasing the stream releases everything it subscribed", .timeLimit(.minutes(10)))
    func releasesEverything() async {
        let tracker = ReleaseTracker()
        do {
            let api = ScriptedAPI<String, [Repository]>()
            let stream = ViewStream<SearchLogic>(extra: .init(api: api, scheduler: scheduler.eraseToAnyScheduler()))
            let results = OutputRecorder(stream.output.results)
            tracker.track(api, "api")
            tracker.track(stream, "stream")
            tracker.track(stream.output.results, "results property")

            stream.input.query("swift")
            scheduler.advance(by: SearchLogic.debounceInterval)
            await api.nextCall().succeed([Repository(name: "swift")])
            _ = await results.next()
            _ = await results.next()
        }
        tracker.expectAllReleased()
    }
}
