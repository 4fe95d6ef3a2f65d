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
    /// Both upstreams are asked for everything; downstream demand is honoured here, by holding
    /// back the newest pair until demand arrives.
    ///
    /// The pair's `stateLock` guards the demand and what has finished here too.
    final class Inner<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let pair: UpstreamPair<Downstream, (first: First.Output?, second: Second.Output?)>
        private var finished: Set<UpstreamPosition> = []
        private var demand = Subscribers.Demand.none
        private var holdsUndeliveredPair = false

        init(downstream: Downstream) {
            pair = UpstreamPair(downstream: downstream, noLatest: (nil, nil))
        }

        func receive(subscription: Subscription, from position: UpstreamPosition) {
            if pair.keep(subscription, from: position) != nil { subscription.request(.unlimited) }
        }

        func receive(first value: First.Output) {
            receive { $0.first = value }
        }

        func receive(second value: Second.Output) {
            receive { $0.second = value }
        }

        func receive(completion: Subscribers.Completion<Failure>, from position: UpstreamPosition) {
            pair.stateLock.lock()
            finished.insert(position)
            let neverPublished: Bool
            switch position {
            case .first: neverPublished = pair.latest.first == nil
            case .second: neverPublished = pair.latest.second == nil
            }
            let bothFinished = finished.count == 2
            pair.stateLock.unlock()
            switch completion {
            case .failure: pair.end(with: completion)
            case .finished where neverPublished || bothFinished: pair.end(with: completion)
            case .finished: break
            }
        }

        func request(_ demand: Subscribers.Demand) {
            pair.stateLock.lock()
            self.demand += demand
            deliverIfDemanded()
        }

        func cancel() {
            pair.end(with: nil)
        }

        /// Stores one upstream's new value with `update`, unless the subscription has ended.
        private func receive(_ update: (inout (first: First.Output?, second: Second.Output?)) -> Void) {
            pair.stateLock.lock()
            guard pair.downstream != nil else {
                pair.stateLock.unlock()
                return
            }
            update(&pair.latest)
            holdsUndeliveredPair = true
            deliverIfDemanded()
        }

        /// Sends the newest pair if there is one and demand for it. Called with the pair's
        /// `stateLock` held; returns with it released.
        private func deliverIfDemanded() {
            guard holdsUndeliveredPair, demand > 0, let downstream = pair.downstream,
                let first = pair.latest.first, let second = pair.latest.second
            else {
                pair.stateLock.unlock()
                return
            }
            holdsUndeliveredPair = false
            demand -= 1
            pair.stateLock.unlock()
            let additional = pair.send((first, second), to: downstream)
            if additional > 0 { request(additional) }
        }
    }

    /// The subscriber one upstream sees; it forwards to the shared ``Inner``.
    struct Side<Downstream: Subscriber, Value>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Value

        let inner: Inner<Downstream>
        let position: UpstreamPosition
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
