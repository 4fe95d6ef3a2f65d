import ReelStream

/// A subscriber that asks for a fixed number of values up front and more only when told, to
/// check that operators never send more than was requested.
final class DemandLimitedSubscriber<Input, Failure: Error>: Subscriber {
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var subscription: Subscription?
    private let initialDemand: Int

    init(initialDemand: Int) {
        self.initialDemand = initialDemand
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(.max(initialDemand))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        self.completion = completion
    }

    func request(_ count: Int) {
        subscription?.request(.max(count))
    }
}
