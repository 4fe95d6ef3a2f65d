import Foundation
import ReelStream

extension TimeInterval {
    /// These seconds in whole nanoseconds, rounded to the nearest: the unit the app's clocks
    /// count in, so that a span given in seconds (`0.3`, which no `Double` holds exactly) falls
    /// on the nanosecond a script's `wait 300` reaches. Beyond `Int`'s range (about 292 years
    /// either way) it is the end of the range on its side; not a number is zero.
    package var roundedNanoseconds: Int {
        let nanoseconds = (self * 1_000_000_000).rounded()
        // Int.max is no Double: the nearest one, 2⁶³, is already out of range.
        if nanoseconds >= 0x1p63 { return .max }
        if nanoseconds < -0x1p63 { return .min }
        return nanoseconds.isNaN ? 0 : Int(nanoseconds)
    }

    /// These seconds as the dispatch schedulers' stride (``MainQueueScheduler``'s), to the
    /// nearest nanosecond: see ``roundedNanoseconds``.
    package var dispatchStride: MainQueueScheduler.SchedulerTimeType.Stride {
        .nanoseconds(roundedNanoseconds)
    }
}
