import ReelConsole
import Testing

/// Sums, products and conversions of figures from outside, which stop at the type's bounds
/// instead of trapping.
struct SaturatingArithmeticTests {
    @Test func sumsAndProductsStopAtTheBounds() {
        #expect(Int64.max.addingSaturating(1) == .max)
        #expect(Int64.min.addingSaturating(-1) == .min)
        #expect(Int64(40).addingSaturating(2) == 42)
        #expect(Int64.max.multipliedSaturating(by: 2) == .max)
        #expect(Int64.max.multipliedSaturating(by: -2) == .min)
        #expect(UInt64.max.multipliedSaturating(by: 3) == .max)
        #expect(Int64(6).multipliedSaturating(by: 7) == 42)
    }

    @Test func conversionsFromFloatingPointStopAtTheBoundsAndNaNIsZero() {
        #expect(Int(clamping: 1e300) == .max)
        #expect(Int(clamping: -Double.infinity) == .min)
        #expect(Int64(clamping: 9.223372036854775807e18) == .max)
        #expect(Int(clamping: Double.nan) == 0)
        #expect(Int(clamping: 41.9) == 41)
    }
}
