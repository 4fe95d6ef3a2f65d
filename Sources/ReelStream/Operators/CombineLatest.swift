// Combine has `combineLatest`; OpenCombine 0.14 does not. On the platforms where Reel runs on
// OpenCombine these operators stand in with the same call shapes as Combine's, so a stream's
// logic compiles unchanged on both (only the returned type's name differs).
#if !canImport(Combine)
import Foundation

extension Publisher {
    /// Publishes a pair of the latest values of this publisher and `other` whenever either one
    /// publishes, once both have published at least once.
    ///
    /// Finishes when both have finished, or as soon as one finishes without ever publishing (no
    /// pair can follow); a failure of either is passed on.
    public func combineLatest<Other: Publisher>(
        _ other: Other
    ) -> CombineLatestPublisher<Self, Other> where Other.Failure == Failure {
        CombineLatestPublisher(first: self, second: other)
    }

    /// Like `combineLatest(_:)`, transforming each pair.
    public func combineLatest<Other: Publisher, Result>(
        _ other: Other, _ transform: @escaping (Output, Other.Output) -> Result
    ) -> Publishers.Map<CombineLatestPublisher<Self, Other>, Result> where Other.Failure == Failure {
        combineLatest(other).map(transform)
    }

    /// Publishes a triple of the latest values of this publisher, `second` and `third`.
    public func combineLatest<Second: Publisher, Third: Publisher>(
        _ second: Second, _ third: Third
    ) -> Publishers.Map<
        CombineLatestPublisher<CombineLatestPublisher<Self, Second>, Third>, (Output, Second.Output, Third.Output)
    > where Second.Failure == Failure, Third.Failure == Failure {
        combineLatest(second).combineLatest(third).map { ($0.0, $0.1, $1) }
    }

    /// Like the three-publisher `combineLatest(_:_:)`, transforming each triple.
    public func combineLatest<Second: Publisher, Third: Publisher, Result>(
        _ second: Second, _ third: Third,
        _ transform: @escaping (Output, Second.Output, Third.Output) -> Result
    ) -> Publishers.Map<CombineLatestPublisher<CombineLatestPublisher<Self, Second>, Third>, Result>
    where Second.Failure == Failure, Third.Failure == Failure {
        combineLatest(second).combineLatest(third).map { transform($0.0, $0.1, $1) }
    }
}

/// The publisher `combineLatest` returns where Combine's is not available.
public struct CombineLatestPublisher<First: Publisher, Second: Publisher>: Publisher
where First.Failure == Second.Failure {
    public typealias Output = (First.Output, Second.Output)
    public typealias Failure = First.Failure

    let first: First
    let second: Second

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let inner = Inner(downstream: subscriber)
        subscriber.receive(subscription: inner)
        first.subscribe(Side(inner: inner, position: .first) { $0.receive(first: $1) })
        second.subscribe(Side(inner: inner, position: .second) { $0.receive(second: $1) })
    }
}

extension CombineLatestPublisher {
    /// Which upstream a subscription or completion came from.
    enum Position {
        case first
        case second
    }

    /// Both upstreams are asked for everything; downstream demand is honoured here, by holding
    /// back the newest pair until demand arrives.
    ///
    /// `stateLock` is never held while calling out; `downstreamLock` is recursive because a
    /// subscriber may make an upstream publish again synchronously.
    final class Inner<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let stateLock = NSLock()
        private let downstreamLock = NSRecursiveLock()
        private var downstream: Downstream?
        private var latestFirst: First.Output?
        private var latestSecond: Second.Output?
        private var firstSubscription: Subscription?
        private var secondSubscription: Subscription?
        private var finished: Set<Position> = []
        private var demand = Subscribers.Demand.none
        private var holdsUndeliveredPair = false

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        func receive(subscription: Subscription, from position: Position) {
            stateLock.lock()
            let isFirstSubscription: Bool
            switch position {
            case .first: isFirstSubscription = firstSubscription == nil
            case .second: isFirstSubscription = secondSubscription == nil
            }
            guard downstream != nil, isFirstSubscription else {
                stateLock.unlock()
                subscription.cancel()
                return
            }
            switch position {
            case .first: firstSubscription = subscription
            case .second: secondSubscription = subscription
            }
            stateLock.unlock()
            subscription.request(.unlimited)
        }

        func receive(first value: First.Output) {
            stateLock.lock()
            guard downstream != nil else {
                stateLock.unlock()
                return
            }
            latestFirst = value
            holdsUndeliveredPair = true
            deliverIfDemanded()
        }

        func receive(second value: Second.Output) {
            stateLock.lock()
            guard downstream != nil else {
                stateLock.unlock()
                return
            }
            latestSecond = value
            holdsUndeliveredPair = true
            deliverIfDemanded()
        }

        func receive(completion: Subscribers.Completion<Failure>, from position: Position) {
            stateLock.lock()
            finished.insert(position)
            let neverPublished: Bool
            switch position {
            case .first: neverPublished = latestFirst == nil
            case .second: neverPublished = latestSecond == nil
            }
            let bothFinished = finished.count == 2
            stateLock.unlock()
            switch completion {
            case .failure: finish(with: completion)
            case .finished where neverPublished || bothFinished: finish(with: completion)
            case .finished: break
            }
        }

        func request(_ demand: Subscribers.Demand) {
            stateLock.lock()
            self.demand += demand
            deliverIfDemanded()
        }

        func cancel() {
            release().subscriptions.forEach { $0.cancel() }
        }

        /// Sends the newest pair if there is one and demand for it. Called with `stateLock` held;
        /// returns with it released.
        private func deliverIfDemanded() {
            guard holdsUndeliveredPair, demand > 0, let downstream, let first = latestFirst,
                let second = latestSecond
            else {
                stateLock.unlock()
                return
            }
            holdsUndeliveredPair = false
            demand -= 1
            stateLock.unlock()
            downstreamLock.lock()
            let additional = downstream.receive((first, second))
            downstreamLock.unlock()
            if additional > 0 { request(additional) }
        }

        private func finish(with completion: Subscribers.Completion<Failure>) {
            let (downstream, subscriptions) = release()
            subscriptions.forEach { $0.cancel() }
            downstreamLock.lock()
            downstream?.receive(completion: completion)
            downstreamLock.unlock()
        }

        /// Forgets the subscriber, the values and the subscriptions, handing the subscriber and
        /// the subscriptions back so the caller can finish them outside the lock.
        private func release() -> (downstream: Downstream?, subscriptions: [Subscription]) {
            stateLock.lock()
            defer { stateLock.unlock() }
            let released = (downstream, [firstSubscription, secondSubscription].compactMap { $0 })
            downstream = nil
            latestFirst = nil
            latestSecond = nil
            firstSubscription = nil
            secondSubscription = nil
            return released
        }
    }

    /// The subscriber one upstream sees; it forwards to the shared ``Inner``.
    struct Side<Downstream: Subscriber, Value>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Value

        let inner: Inner<Downstream>
        let position: Position
        let store: (Inner<Downstream>, Value) -> Void
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) {
            inner.receive(subscription: subscription, from: position)
        }

        func receive(_ input: Value) -> Subscribers.Demand {
            store(inner, input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            inner.receive(completion: completion, from: position)
        }
    }
}
#endif
