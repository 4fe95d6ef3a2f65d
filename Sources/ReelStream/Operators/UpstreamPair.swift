import Foundation

/// Which of an operator's two upstreams a subscription, value or completion came from.
enum UpstreamPosition {
    case first
    case second
}

/// What an operator that listens to two publishers (`combineLatest`, `withLatestFrom`) holds
/// until it ends: its subscriber, both upstream subscriptions and the latest values it keeps,
/// with the locks that guard them.
///
/// `stateLock` guards `downstream` and `latest` (and whatever else the operator keeps beside
/// them) and is never held while calling out; `downstreamLock` is recursive because a subscriber
/// may make an upstream publish again synchronously, and keeps a value and a completion from
/// reaching the subscriber at the same time.
final class UpstreamPair<Downstream: Subscriber, Latest> {
    let stateLock = NSLock()
    let downstreamLock = NSRecursiveLock()
    /// The subscriber, until the operator ends. Read with `stateLock` held.
    private(set) var downstream: Downstream?
    /// The operator's latest upstream values. Read and written with `stateLock` held.
    var latest: Latest
    private let noLatest: Latest
    private var firstSubscription: Subscription?
    private var secondSubscription: Subscription?

    /// A pair that sends to `downstream` and holds `noLatest` until values arrive.
    init(downstream: Downstream, noLatest: Latest) {
        self.downstream = downstream
        self.latest = noLatest
        self.noLatest = noLatest
    }

    /// The subscription of the upstream at `position`, if it has one and the operator has not
    /// ended.
    func subscription(from position: UpstreamPosition) -> Subscription? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return subscriptionLocked(from: position)
    }

    /// Keeps `subscription` as the one of the upstream at `position` and returns the subscriber,
    /// unless the operator has ended or that upstream already has one: then `subscription` is
    /// cancelled and the result is `nil`.
    func keep(_ subscription: Subscription, from position: UpstreamPosition) -> Downstream? {
        stateLock.lock()
        guard let downstream, subscriptionLocked(from: position) == nil else {
            stateLock.unlock()
            subscription.cancel()
            return nil
        }
        switch position {
        case .first: firstSubscription = subscription
        case .second: secondSubscription = subscription
        }
        stateLock.unlock()
        return downstream
    }

    /// Sends `value` to `downstream` while holding `downstreamLock`; returns the demand it adds.
    func send(_ value: Downstream.Input, to downstream: Downstream) -> Subscribers.Demand {
        downstreamLock.lock()
        defer { downstreamLock.unlock() }
        return downstream.receive(value)
    }

    /// Ends the operator: forgets the subscriber, the latest values and the subscriptions, then,
    /// outside `stateLock`, cancels the subscriptions and sends `completion` (if any; none on
    /// cancelling) to the subscriber while holding `downstreamLock`.
    func end(with completion: Subscribers.Completion<Downstream.Failure>?) {
        stateLock.lock()
        let downstream = self.downstream
        let subscriptions = [firstSubscription, secondSubscription].compactMap { $0 }
        self.downstream = nil
        latest = noLatest
        firstSubscription = nil
        secondSubscription = nil
        stateLock.unlock()
        subscriptions.forEach { $0.cancel() }
        guard let completion else { return }
        downstreamLock.lock()
        downstream?.receive(completion: completion)
        downstreamLock.unlock()
    }

    private func subscriptionLocked(from position: UpstreamPosition) -> Subscription? {
        switch position {
        case .first: firstSubscription
        case .second: secondSubscription
        }
    }
}
