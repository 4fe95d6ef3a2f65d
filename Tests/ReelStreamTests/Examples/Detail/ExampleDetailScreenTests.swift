import ReelStream
import Testing

@MainActor
@Suite("The detail screen's lazy initialisation")
struct ExampleDetailScreenTests {
    let episodeAPI = ScriptedAPI<String, EpisodeDetail>()
    let recommendAPI = ScriptedAPI<Void, [RecommendedEpisode]>()
    let episode = EpisodeDetail(id: "ep-1", title: "Episode 1")

    func makeStream(
        episodeAPI: ScriptedAPI<String, EpisodeDetail>, recommendAPI: ScriptedAPI<Void, [RecommendedEpisode]>
    ) -> ViewStream<ExampleDetailLogic> {
        ViewStream(
            extra: .init(
                episodeID: "ep-1",
                fetchEpisode: { try await episodeAPI.call($0) },
                fetchRecommendations: { try await recommendAPI.call(()) }))
    }

    func makeStream() -> ViewStream<ExampleDetailLogic> {
        makeStream(episodeAPI: episodeAPI, recommendAPI: recommendAPI)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("views are initialised once, after the detail has loaded and the screen has appeared", .timeLimit(.minutes(10)))
    func readyOnceAfterBoth() async {
        let stream = makeStream()
        let details = OutputRecorder(stream.output.episodeDetail)
        let ready = OutputRecorder(stream.output.readyForInitializingViews.map { "ready" })

        stream.input.viewDidAppear()
        #expect(ready.takeValues() == [])

        let call = await episodeAPI.nextCall()
        #expect(call.request == "ep-1")
        call.succeed(episode)
        #expect(await details.next() == episode)
        #expect(ready.takeValues() == ["ready"])

        stream.input.viewDidAppear()
        #expect(ready.takeValues() == [])
        #expect(ready.isFinished)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("recommendations are fetched only after the views exist, and only once", .timeLimit(.minutes(10)))
    func fetchesRecommendationsAfterViews() async {
        let stream = makeStream()
        let recommendations = OutputRecorder(stream.output.recommendList.changes)
        await episodeAPI.nextCall().succeed(episode)
        stream.input.viewDidAppear()
        #expect(recommendAPI.numberOfCalls == 0)

        stream.input.didFinishInitializingViews()
        stream.input.didFinishInitializingViews()
        await recommendAPI.nextCall().succeed([RecommendedEpisode(id: "ep-2")])
        #expect(await recommendations.next() == [RecommendedEpisode(id: "ep-2")])
        #expect(recommendAPI.numberOfCalls == 1)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("each tap toggles the content info, starting hidden", .timeLimit(.minutes(10)))
    func togglesContentInfo() {
        let stream = makeStream()
        let hidden = OutputRecorder(stream.output.isContentInfoHidden)
        expect(hidden, after: { stream.input.toggleContentInfo() }, toEmit: [true, false])
        expect(hidden, after: { stream.input.toggleContentInfo() }, toEmit: [true])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the stack axis is published once the views exist, then follows rotation", .timeLimit(.minutes(10)))
    func layoutAfterViews() {
        let stream = makeStream()
        let axis = OutputRecorder(stream.output.stackAxis)
        expect(axis, after: { stream.input.isPortrait(false) }, toEmit: [])
        expect(axis, after: { stream.input.didFinishInitializingViews() }, toEmit: [.horizontal])
        expect(axis, after: { stream.input.isPortrait(true) }, toEmit: [.vertical])
        expect(axis, after: { stream.input.didFinishInitializingViews() }, toEmit: [])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("releasing the stream releases everything it subscribed", .timeLimit(.minutes(10)))
    func releasesEverything() async {
        let tracker = ReleaseTracker()
        do {
            let episodeAPI = ScriptedAPI<String, EpisodeDetail>()
            let recommendAPI = ScriptedAPI<Void, [RecommendedEpisode]>()
            let stream = makeStream(episodeAPI: episodeAPI, recommendAPI: recommendAPI)
            let recommendations = OutputRecorder(stream.output.recommendList.changes)
            tracker.track(stream, "stream")
            tracker.track(episodeAPI, "episode API")
            tracker.track(recommendAPI, "recommend API")
            tracker.track(stream.output.isContentInfoHidden, "content info flag")
            await episodeAPI.nextCall().succeed(episode)
            stream.input.didFinishInitializingViews()
            await recommendAPI.nextCall().succeed([])
            _ = await recommendations.next()
        }
        tracker.expectAllReleased()
    }
}
