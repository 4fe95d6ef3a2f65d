import Foundation

/// A publisher that runs an `async throws` function once per subscription and publishes its
/// outcome as a `Result`, then finishes.
///
/// Errors arrive as `.failure` values rather than as a failed publisher, so an API error becomes
/// an output of the stream instead of ending it. Cancelling the subscription cancels the task;
/// whatever the function returns after that is dropped.
///
/// The outcome is delivered on the main actor: Reel's streams are `@MainActor`, and their
/// operators' closures expect to run there.
public struct AsyncResultPublisher<Success: Sendable>: Publisher {
    public typealias Output = Result<Success, any Error>
    public typealias Failure = Never

    private let operation: @Sendable () async throws -> Success

    /// A publisher that runs `operation` when subscribed to.
    public init(_ operation: @escaping @Sendable () async throws -> Success) {
        self.operation = operation
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: TaskSubscription(downstream: subscriber, operation: operation))
    }
}

extension AsyncResultPublisher {
    /// Starts the task on the first demand and owns it until it delivers or is cancelled.
    ///
    /// It is `@unchecked Sendable` because the task, which runs elsewhere, reports back into it;
    /// every mutable field is read and written under `lock`.
    final class TaskSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Never {
        private let lock = NSLock()
        private var downstream: Downstream?
        private var operation: (@Sendable () async throws -> Success)?
        private var task: Task<Void, Never>?

        init(downstream: Downstream, operation: @escaping @Sendable () async throws -> Success) {
            self.downstream = downstream
            self.operation = operation
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.lock()
            defer { lock.unlock() }
            guard let operation else { return }
            // Taking the operation out makes a second request a no-op: there is one outcome.
            self.operation = nil
            task = Task { @MainActor in
                let outcome: Result<Success, any Error>
                do {
                    outcome = .success(try await operation())
                } catch {
                    outcome = .failure(error)
                }
                self.deliver(outcome)
            }
        }

        func cancel() {
            lock.lock()
            let task = self.task
            downstream = nil
            operation = nil
            self.task = nil
            lock.unlock()
            task?.cancel()
        }

        private func deliver(_ outcome: Result<Success, any Error>) {
            lock.lock()
            let downstream = self.downstream
            self.downstream = nil
            task = nil
            lock.unlock()
            guard let downstream else { return }
            _ = downstream.receive(outcome)
            downstream.receive(completion: .finished)
        }
    }
}
