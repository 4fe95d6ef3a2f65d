import ReelStream

/// The My Video screen: the list, and removing from it.
enum MyVideoListLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let remove = PublishRelay<String>()
    }

    struct Extra {
        let store: ExampleMyVideoStore
        let actions: MyVideoActions
    }

    struct Output {
        let videoIDs: Property<[String]>
        let errorMessage: Property<String?>
    }

    static func bind(input: InputPublishers<Input>, state: NoState, extra: Extra, bag: DisposeBag) -> Output {
        input.remove
            .sink { [actions = extra.actions] id in actions.remove(id) }
            .disposed(by: bag)
        return Output(
            videoIDs: extra.store.property(\.videoIDs),
            errorMessage: extra.store.property(\.lastError))
    }
}
