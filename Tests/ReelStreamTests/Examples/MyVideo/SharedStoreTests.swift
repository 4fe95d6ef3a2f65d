import ReelStream
import Testing

@MainActor
@Suite("Flux: a store shared by two streams")
struct SharedStoreTests {
    struct Rejected: Error, CustomStringConvertible {
        var description: String { "rejected" }
    }

    let api = ScriptedAPI<String, Void>()
    let dispatcher = Dispatcher<ExampleMyVideoAction>()
    let store: ExampleMyVideoStore
    let actions: MyVideoActions

    init() {
        store = Store(initialState: ExampleMyVideoState(), dispatcher: dispatcher, reduce: ExampleMyVideoState.reduce)
        actions = MyVideoActions(dispatcher: dispatcher, api: api)
    }

    func makeButton(for videoID: String) -> ViewStream<MyVideoButtonLogic> {
        ViewStream(extra: .init(videoID: videoID, store: store, actions: actions))
    }

    func makeList() -> ViewStream<MyVideoListLogic> {
        ViewStream(extra: .init(store: store, actions: actions))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("an action started in one stream is observed by the other", .timeLimit(.minutes(10)))
    func actionCrossesStreams() async {
        let button = makeButton(for: "episode-1")
        let list = makeList()
        let listed = OutputRecorder(list.output.videoIDs)

        button.input.tap()
        let call = await api.nextCall()
        #expect(call.request == "episode-1")
        call.succeed(())
        #expect(await listed.next() == [])
        #expect(await listed.next() == ["episode-1"])
        #expect(button.output.isInMyVideo.value == true)

        expect(listed, after: { list.input.remove("episode-1") }, toEmit: [[]])
        #expect(button.output.isInMyVideo.value == false)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("tapping again removes, using the latest shared state", .timeLimit(.minutes(10)))
    func toggles() async {
        let button = makeButton(for: "episode-1")
        let isIn = OutputRecorder(button.output.isInMyVideo)
        button.input.tap()
        await api.nextCall().succeed(())
        #expect(await isIn.next() == false)
        #expect(await isIn.next() == true)

        expect(isIn, after: { button.input.tap() }, toEmit: [false])
        #expect(store.state.value.videoIDs == [])
        #expect(api.numberOfCalls == 1)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a failed API call becomes an error in the store, seen by the other stream", .timeLimit(.minutes(10)))
    func failureBecomesState() async {
        let button = makeButton(for: "episode-2")
        let list = makeList()
        let errors = OutputRecorder(list.output.errorMessage.changes)

        button.input.tap()
        await api.nextCall().fail(Rejected())
        #expect(await errors.next() == "could not add episode-2: rejected")
        #expect(list.output.videoIDs.value == [])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("each stream sees only its own video", .timeLimit(.minutes(10)))
    func buttonsAreIndependent() {
        let first = makeButton(for: "episode-1")
        let second = makeButton(for: "episode-2")
        dispatcher.dispatch(.added(videoID: "episode-2"))
        #expect(first.output.isInMyVideo.value == false)
        #expect(second.output.isInMyVideo.value == true)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("releasing the streams releases them while the shared store lives on", .timeLimit(.minutes(10)))
    func releasesStreams() {
        let tracker = ReleaseTracker()
        do {
            let button = makeButton(for: "episode-1")
            let list = makeList()
            tracker.track(button, "button stream")
            tracker.track(list, "list stream")
            tracker.track(button.output.isInMyVideo, "button's property")
            tracker.track(list.output.videoIDs, "list's property")
            list.input.remove("episode-1")
        }
        tracker.expectAllReleased()
        dispatcher.dispatch(.added(videoID: "episode-3"))
        #expect(store.state.value.videoIDs == ["episode-3"])
    }
}
