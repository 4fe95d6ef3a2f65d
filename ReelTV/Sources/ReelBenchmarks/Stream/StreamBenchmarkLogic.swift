import ReelStream

/// The logic `reel bench stream` pushes events through: map, filter, combineLatest and
/// withLatestFrom, the operators a screen's logic uses most.
enum StreamBenchmarkLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let value = PublishRelay<Int>()
        let factor = BehaviorRelay(value: StreamBenchmarkPipeline.initialFactor)
        let offset = BehaviorRelay(value: StreamBenchmarkPipeline.initialOffset)
    }

    struct Output {
        let result: AnyPublisher<Int, Never>
    }

    static func bind(input: InputPublishers<Input>, state: NoState, extra: NoExtra, bag: DisposeBag) -> Output {
        Output(
            result: input.value
                .map(StreamBenchmarkPipeline.scale)
                .filter(StreamBenchmarkPipeline.isKept)
                .combineLatest(input.factor, StreamBenchmarkPipeline.combine)
                .withLatestFrom(input.offset, StreamBenchmarkPipeline.combine)
                .eraseToAnyPublisher())
    }
}
