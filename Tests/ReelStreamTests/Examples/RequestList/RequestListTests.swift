import ReelStream
import Testing

@MainActor
@Suite("MVVM bindings: the request-list view model", .timeLimit(.minutes(10)))
struct RequestListTests {
    struct Contact: Equatable, Sendable {
        let name: String
    }

    struct Unreachable: Error {}

    /// The three views' hidden flags, read together.
    struct Visibility: Equatable {
        var indicator: Bool
        var retry: Bool
        var noData: Bool
    }

    let api = ScriptedAPI<Void, [Contact]>()

    func makeStream(api: ScriptedAPI<Void, [Contact]>) -> ViewStream<RequestListLogic<Contact>> {
        ViewStream(extra: .init(fetch: { try await api.call(()) }))
    }

    func hidden(_ stream: ViewStream<RequestListLogic<Contact>>) -> Visibility {
        Visibility(
            indicator: stream.output.isIndicatorHidden.value,
            retry: stream.output.isRetryHidden.value,
            noData: stream.output.isNoDataHidden.value)
    }

    @Test("requesting shows the indicator only; success with items hides everything")
    func successfulRequest() async {
        let stream = makeStream(api: api)
        let states = OutputRecorder(stream.output.requestState)
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: false))

        stream.input.request()
        #expect(hidden(stream) == Visibility(indicator: false, retry: true, noData: true))

        await api.nextCall().succeed([Contact(name: "Ada")])
        #expect(await states.next() == .idle)
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .idle)
        #expect(stream.output.items.value == [Contact(name: "Ada")])
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: true))
    }

    @Test("success without items shows the no-data view")
    func emptyResult() async {
        let stream = makeStream(api: api)
        let states = OutputRecorder(stream.output.requestState.changes)
        stream.input.request()
        await api.nextCall().succeed([])
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .idle)
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: false))
    }

    @Test("an error shows the retry view; retry requests again and can succeed")
    func retryAfterError() async {
        let stream = makeStream(api: api)
        let states = OutputRecorder(stream.output.requestState.changes)

        stream.input.request()
        await api.nextCall().fail(Unreachable())
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .error)
        #expect(hidden(stream) == Visibility(indicator: true, retry: false, noData: true))

        stream.input.retry()
        #expect(hidden(stream) == Visibility(indicator: false, retry: true, noData: true))
        let retried = await api.nextCall()
        #expect(api.numberOfCalls == 2)
        retried.succeed([Contact(name: "Grace")])
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .idle)
        #expect(stream.output.items.value == [Contact(name: "Grace")])
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: true))
    }

    @Test("items already shown keep the indicator and retry view hidden while refreshing or failing")
    func refreshWithItems() async {
        let stream = makeStream(api: api)
        let states = OutputRecorder(stream.output.requestState.changes)
        stream.input.request()
        await api.nextCall().succeed([Contact(name: "Ada")])
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .idle)

        stream.input.request()
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: true))
        await api.nextCall().fail(Unreachable())
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .error)
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: true))
        #expect(stream.output.items.value == [Contact(name: "Ada")])
    }

    @Test("releasing the stream releases everything it subscribed")
    func releasesEverything() async {
        let tracker = ReleaseTracker()
        do {
            let api = ScriptedAPI<Void, [Contact]>()
            let stream = makeStream(api: api)
            let states = OutputRecorder(stream.output.requestState.changes)
            tracker.track(api, "api")
            tracker.track(stream, "stream")
            tracker.track(stream.output.isNoDataHidden, "no-data flag")
            stream.input.request()
            await api.nextCall().succeed([Contact(name: "Ada")])
            _ = await states.next()
            _ = await states.next()
        }
        tracker.expectAllReleased()
    }
}
