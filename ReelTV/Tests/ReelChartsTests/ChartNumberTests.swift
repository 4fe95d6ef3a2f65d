@testable import ReelCharts
import Testing

/// How charts write numbers and where axes put their ticks.
@Suite struct ChartNumberTests {
    @Test func numbersAreShortAndLocaleFree() {
        let cases: [(Double, String)] = [
            (0, "0"), (0.0123, "0.0123"), (1.5, "1.5"), (12.34, "12.3"), (99.96, "100"), (2_677, "2,677"), (9_999, "9,999"),
            (12_500, "12.5k"), (250_000, "250k"), (1_000_000, "1M"), (1_500_000, "1.5M"), (-3.25, "-3.25"),
        ]
        for (value, text) in cases {
            #expect(ChartNumber.format(value) == text, "\(value)")
        }
    }

    @Test func anAxisReachingTenThousandWritesAllItsThousandsAlike() {
        #expect(ChartNumber.ticks([0, 5_000, 10_000]) == ["0", "5k", "10k"])
        #expect(ChartNumber.ticks([0, 2_000, 4_000]) == ["0", "2,000", "4,000"])
    }

    @Test func linearAxesStartAtZeroAndStepByOneTwoOrFive() {
        let domain = AxisDomain(scale: .linear, values: [13, 199])
        #expect(domain.lower == 0 && domain.upper == 200)
        #expect(domain.ticks == [0, 50, 100, 150, 200])
        let single = AxisDomain(scale: .linear, values: [0])
        #expect(single.lower == 0 && single.upper == 1)
    }

    @Test func logarithmicAxesSpanWholeDecades() {
        let domain = AxisDomain(scale: .logarithmic, values: [0.29, 15_360])
        #expect(domain.ticks == [0.1, 1, 10, 100, 1_000, 10_000, 100_000])
        #expect(domain.minorTicks.count == 6 * 8)
        #expect(domain.fraction(0.1) == 0 && domain.fraction(100_000) == 1)
        #expect(abs(domain.fraction(100) - 0.5) < 1e-12)
        // A single power of ten gets the decade above it.
        #expect(AxisDomain(scale: .logarithmic, values: [1_000]).ticks == [1_000, 10_000])
    }
}
