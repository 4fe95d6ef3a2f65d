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
    /// `stateLock` guards the latest value and the subscriptions and is never held while calling
    /// out, because a downstream `bind(to:)` may feed `other` synchronously (the toggle above).
    /// `downstreamLock` is recursive for the same reason, and keeps upstream values and `other`'s
    /// failure from reaching the subscriber at the same time.
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private let stateLock = NSLock()
        private let downstreamLock = NSRecursiveLock()
        private var downstream: Downstream?
        private let combine: (Upstream.Output, Other.Output) -> Output
        private var latest: Other.Output?
        private var upstreamSubscription: Subscription?
        private var otherSubscription: Subscription?

        init(downstream: Downstream, combine: @escaping (Upstream.Output, Other.Output) -> Output) {
            self.downstream = downstream
            self.combine = combine
        }

        // MARK: upstream

        func receive(subscription: Subscription) {
            stateLock.lock()
            guard upstreamSubscription == nil, let downstream else {
                stateLock.unlock()
                subscription.cancel()
                return
            }
            upstreamSubscription = subscription
            stateLock.unlock()
            downstreamLock.lock()
            downstream.receive(subscription: self)
            downstreamLock.unlock()
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            stateLock.lock()
            guard let downstream, let latest else {
                stateLock.unlock()
                // Nothing to combine with yet: this value is dropped, so ask for one to replace it.
                return .max(1)
            }
            stateLock.unlock()
            let value = combine(input, latest)
            downstreamLock.lock()
            defer { downstreamLock.unlock() }
            return downstream.receive(value)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            finish(with: completion)
        }

        // MARK: other

        func receiveOther(subscription: Subscription) {
            stateLock.lock()
            guard otherSubscription == nil, downstream != nil else {
                stateLock.unlock()
                subscription.cancel()
                return
            }
            otherSubscription = subscription
            stateLock.unlock()
            subscription.request(.unlimited)
        }

        func receiveOther(_ value: Other.Output) {
            stateLock.lock()
            if downstream != nil { latest = value }
            stateLock.unlock()
        }

        func receiveOther(completion: Subscribers.Completion<Failure>) {
            if case .failure = completion { finish(with: completion) }
        }

        // MARK: subscription

        func request(_ demand: Subscribers.Demand) {
            stateLock.lock()
            let subscription = upstreamSubscription
            stateLock.unlock()
            subscription?.request(demand)
        }

        func cancel() {
            release().subscriptions.forEach { $0.cancel() }
        }

        // MARK: ending

        private func finish(with completion: Subscribers.Completion<Failure>) {
            let (downstream, subscriptions) = release()
            subscriptions.forEach { $0.cancel() }
            downstreamLock.lock()
            downstream?.receive(completion: completion)
            downstreamLock.unlock()
        }

        /// Forgets the subscriber, the latest value and both subscriptions, handing the subscriber
        /// and subscriptions back so the caller can finish them outside the lock.
        private func release() -> (downstream: Downstream?, subscriptions: [Subscription]) {
            stateLock.lock()
            defer { stateLock.unlock() }
            let released = (downstream, [upstreamSubscription, otherSubscription].compactMap { $0 })
            downstream = nil
            latest = nil
            upstreamSubscription = nil
            otherSubscription = nil
            return released
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
