import Foundation

/// A scheduler of a given time and options type, whatever scheduler it really is.
///
/// Logic takes its scheduler as a dependency of this type, so the app passes the main queue and
/// a test passes a ``VirtualTimeScheduler`` without the logic being generic over either:
/// ```swift
/// struct Extra {
///     let api: any SearchAPI
///     let scheduler: MainQueueScheduler   // .main in the app, a virtual one in tests
/// }
/// ```
public struct AnyScheduler<Time: Strideable, Options>: Scheduler
where Time.Stride: SchedulerTimeIntervalConvertible {
    public typealias SchedulerTimeType = Time
    public typealias SchedulerOptions = Options

    private let currentTime: () -> Time
    private let tolerance: () -> Time.Stride
    private let scheduleNow: (Options?, @escaping () -> Void) -> Void
    private let scheduleAfter: (Time, Time.Stride, Options?, @escaping () -> Void) -> Void
    private let scheduleRepeating: (Time, Time.Stride, Time.Stride, Options?, @escaping () -> Void) -> any Cancellable

    /// Wraps `scheduler`.
    public init<Base: Scheduler>(_ scheduler: Base)
    where Base.SchedulerTimeType == Time, Base.SchedulerOptions == Options {
        currentTime = { scheduler.now }
        tolerance = { scheduler.minimumTolerance }
        scheduleNow = { scheduler.schedule(options: $0, $1) }
        scheduleAfter = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
        scheduleRepeating = { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
    }

    public var now: Time { currentTime() }
    public var minimumTolerance: Time.Stride { tolerance() }

    public func schedule(options: Options?, _ action: @escaping () -> Void) {
        scheduleNow(options, action)
    }

    public func schedule(after date: Time, tolerance: Time.Stride, options: Options?, _ action: @escaping () -> Void) {
        scheduleAfter(date, tolerance, options, action)
    }

    public func schedule(
        after date: Time, interval: Time.Stride, tolerance: Time.Stride, options: Options?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        scheduleRepeating(date, interval, tolerance, options, action)
    }
}

/// A scheduler with the main queue's time type: `.main` in the app, a ``VirtualTimeScheduler``
/// in tests.
public typealias MainQueueScheduler = AnyScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>

extension AnyScheduler where Time == DispatchQueue.SchedulerTimeType, Options == DispatchQueue.SchedulerOptions {
    /// The main queue, where UI streams deliver.
    public static var main: Self { AnyScheduler(DispatchQueue.main) }
}

extension Scheduler {
    /// Wraps this scheduler in an ``AnyScheduler``.
    public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
        AnyScheduler(self)
    }
}
