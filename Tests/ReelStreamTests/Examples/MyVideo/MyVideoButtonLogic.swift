import ReelStream

/// The detail screen's My Video button: shows whether the video is in My Video and toggles it.
enum MyVideoButtonLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let tap = PublishRelay<Void>()
    }

    struct Extra {
        let videoID: String
        let store: ExampleMyVideoStore
        let actions: MyVideoActions
    }

    struct Output {
        let isInMyVideo: Property<Bool>
    }

    static func bind(input: InputPublishers<Input>, state: NoState, extra: Extra, bag: DisposeBag) -> Output {
        let isInMyVideo = Property(
            initial: false,
            updates: extra.store.state.map { [id = extra.videoID] in $0.videoIDs.contains(id) }.removeDuplicates())
        input.tap
            .withLatestFrom(isInMyVideo)
            .sink { [actions = extra.actions, id = extra.videoID] isIn in
                if isIn { actions.remove(id) } else { actions.add(id) }
            }
            .disposed(by: bag)
        return Output(isInMyVideo: isInMyVideo)
    }
}
