import Foundation
import ReelStream
import ReelTVModel
import Testing

/// The app's clocks count whole nanoseconds; spans given in seconds are rounded to them.
struct ClockNanosecondsTests {
    @Test("seconds become the nearest whole nanosecond, so 0.29 s is exactly 290 ms of a scheduler's time")
    func roundsToTheNearestNanosecond() {
        #expect(0.29.roundedNanoseconds == 290_000_000)
        #expect(0.57.dispatchStride == .milliseconds(570))
        #expect(1.4e-9.roundedNanoseconds == 1 && 1.6e-9.roundedNanoseconds == 2 && (-1.6e-9).roundedNanoseconds == -2)
        #expect(TimeInterval.zero.dispatchStride == .zero)
    }

    @Test("spans beyond the nanoseconds an Int holds end at its range; not a number is zero")
    func saturatesAtTheEndsOfTheRange() {
        #expect(1e12.roundedNanoseconds == .max && (-1e12).roundedNanoseconds == .min)
        #expect(TimeInterval.infinity.roundedNanoseconds == .max && (-TimeInterval.infinity).roundedNanoseconds == .min)
        #expect(TimeInterval.nan.roundedNanoseconds == 0)
    }
}
