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
///
/// Given an ``EffectTracker``, each run counts as an effect under way from the moment it
/// starts (the first demand) until its task has ended on the main actor, after delivering its
/// outcome, so that a test or a script host can wait for the outcome instead of guessing when
/// it has arrived. A cancelled run stays counted until its task ends too: the function may
/// still be working (or asleep on a clock a test moves) after the cancellation.
public struct AsyncResultPublisher<Success: Sendable>: Publisher {
    public typealias Output = Result<Success, any Error>
    public typealias Failure = Never

    private let operation: @Sendable () async throws -> Success
    private let effects: EffectTracker?

    /// A publisher that runs `operation` when subscribed to, each run counted by `effects` as
    /// an effect under way while its task runs.
    public init(trackedBy effects: EffectTracker? = nil, _ operation: @escaping @Sendable () async throws -> Success) {
        self.operation = operation
        self.effects = effects
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: TaskSubscription(downstream: subscriber, operation: operation, effects: effects))
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
        private let effects: EffectTracker?

        init(downstream: Downstream, operation: @escaping @Sendable () async throws -> Success, effects: EffectTracker?) {
            self.downstream = downstream
            self.operation = operation
            self.effects = effects
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.lock()
            defer { lock.unlock() }
            guard let operation else { return }
            // Taking the operation out makes a second request a no-op: there is one outcome.
            self.operation = nil
            // Counted from here, where the run starts, to the end of its task: exactly once,
            // whether it delivers or was cancelled (a cancelled run may still be under way).
            effects?.started()
            task = Task { @MainActor [effects] in
                let outcome: Result<Success, any Error>
                do {
                    outcome = .success(try await operation())
                } catch {
                    outcome = .failure(error)
                }
                self.deliver(outcome)
                // After the delivery, in the same main-actor job: whatever the outcome started
                // downstream is counted before this run stops being.
                effects?.finished()
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
