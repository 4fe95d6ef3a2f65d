import Foundation

extension Publisher {
    /// Combines each value with the latest value of `other`, emitting only when this publisher
    /// emits.
    ///
    /// Values that arrive before `other` has published anything are dropped. `other` is subscribed
    /// first, so a relay or property's current value is there for the first event. The result
    /// finishes when this publisher finishes; `other` finishing changes nothing, as its latest
    /// value stays usable. A failure of either is passed on.
    ///
    /// A detail screen flips a flag on each tap this way:
    /// ```swift
    /// input.toggleContentInfo
    ///     .withLatestFrom(state.isContentInfoHidden) { _, hidden in !hidden }
    ///     .bind(to: state.isContentInfoHidden)
    ///     .disposed(by: bag)
    /// ```
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other, _ combine: @escaping (Output, Other.Output) -> Result
    ) -> WithLatestFromPublisher<Self, Other, Result> where Other.Failure == Failure {
        WithLatestFromPublisher(upstream: self, other: other, combine: combine)
    }

    /// Replaces each value with the latest value of `other`; see ``withLatestFrom(_:_:)``.
    public func withLatestFrom<Other: Publisher>(
        _ other: Other
    ) -> WithLatestFromPublisher<Self, Other, Other.Output> where Other.Failure == Failure {
        withLatestFrom(other) { $1 }
    }
}

/// The publisher `withLatestFrom(_:_:)` returns.
public struct WithLatestFromPublisher<Upstream: Publisher, Other: Publisher, Output>: Publisher
where Other.Failure == Upstream.Failure {
    public typealias Failure = Upstream.Failure

    let upstream: Upstream
    let other: Other
    let combine: (Upstream.Output, Other.Output) -> Output

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let inner = Inner(downstream: subscriber, combine: combine)
        other.subscribe(OtherSide(inner: inner))
        upstream.subscribe(inner)
    }
}

extension WithLatestFromPublisher {
    /// Subscribes to both publishers and forwards combined values downstream.
    ///
    /// Upstream is the pair's first, `other` its second. Its locks are never held while calling
    /// out, because a downstream `bind(to:)` may feed `other` synchronously (the toggle above).
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private let pair: UpstreamPair<Downstream, Other.Output?>
        private let combine: (Upstream.Output, Other.Output) -> Output

        init(downstream: Downstream, combine: @escaping (Upstream.Output, Other.Output) -> Output) {
            pair = UpstreamPair(downstream: downstream, noLatest: nil)
            self.combine = combine
        }

        // MARK: upstream

        func receive(subscription: Subscription) {
            guard let downstream = pair.keep(subscription, from: .first) else { return }
            pair.downstreamLock.lock()
            downstream.receive(subscription: self)
            pair.downstreamLock.unlock()
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            pair.stateLock.lock()
            guard let downstream = pair.downstream, let latest = pair.latest else {
                pair.stateLock.unlock()
                // Nothing to combine with yet: this value is dropped, so ask for one to replace it.
                return .max(1)
            }
            pair.stateLock.unlock()
            return pair.send(combine(input, latest), to: downstream)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            pair.end(with: completion)
        }

        // MARK: other

        func receiveOther(subscription: Subscription) {
            if pair.keep(subscription, from: .second) != nil { subscription.request(.unlimited) }
        }

        func receiveOther(_ value: Other.Output) {
            pair.stateLock.lock()
            if pair.downstream != nil { pair.latest = value }
            pair.stateLock.unlock()
        }

        func receiveOther(completion: Subscribers.Completion<Failure>) {
            if case .failure = completion { pair.end(with: completion) }
        }

        // MARK: subscription

        func request(_ demand: Subscribers.Demand) {
            pair.subscription(from: .first)?.request(demand)
        }

        func cancel() {
            pair.end(with: nil)
        }
    }

    /// The subscriber `other` sees; it forwards to the shared ``Inner``.
    struct OtherSide<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Other.Output

        let inner: Inner<Downstream>
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) {
            inner.receiveOther(subscription: subscription)
        }

        func receive(_ input: Other.Output) -> Subscribers.Demand {
            inner.receiveOther(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            inner.receiveOther(completion: completion)
        }
    }
}
