import ReelStream
import Testing

@MainActor
@Suite("MVVM bindings: the request-list view model")
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

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("requesting shows the indicator only; success with items hides everything", .timeLimit(.minutes(10)))
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

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("success without items shows the no-data view", .timeLimit(.minutes(10)))
    func emptyResult() async {
        let stream = makeStream(api: api)
        let states = OutputRecorder(stream.output.requestState.changes)
        stream.input.request()
        await api.nextCall().succeed([])
        #expect(await states.next() == .requesting)
        #expect(await states.next() == .idle)
        #expect(hidden(stream) == Visibility(indicator: true, retry: true, noData: false))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("an error shows the retry view; retry requests again and can succeed", .timeLimit(.minutes(10)))
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

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("items already shown keep the indicator and retry view hidden while refreshing or failing", .timeLimit(.minutes(10)))
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

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("releasing the stream releases everything it subscribed", .timeLimit(.minutes(10)))
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
