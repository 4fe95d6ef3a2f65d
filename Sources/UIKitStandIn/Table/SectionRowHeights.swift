import Foundation

/// The heights of one table section's rows: those the table has measured, and an estimate for
/// every other row.
///
/// A row's top, from the top of the section's first row, is its index times the estimate plus
/// what the measured rows above it add to the estimate (or take from it). The measured rows are
/// kept sorted with running sums of those differences, so where a row lies, and which rows lie
/// at a height, cost binary searches over the measured rows, whatever the number of rows.
struct SectionRowHeights {
    /// The height of one measured row.
    struct Measurement {
        var row: Int
        var height: CGFloat
        /// Whether the height was measured before the last batch update and carried to where
        /// the batch put the row: the table asks it again when it lays the row out, as UIKit
        /// asks again the heights of the rows it shows after a batch update.
        var isCarried = false
    }

    /// The number of rows.
    let count: Int
    /// The height counted for each row not measured.
    let estimate: CGFloat
    /// The measured rows, in ascending order of row.
    private(set) var measurements: [Measurement]
    /// For each measurement, the sum of `height - estimate` over it and the measurements before it.
    private var excessThrough: [CGFloat] = []

    /// `count` rows, those of `measurements` (in ascending order of row) measured, the others
    /// counted as `estimate` tall.
    init(count: Int, estimate: CGFloat, measurements: [Measurement] = []) {
        self.count = count
        self.estimate = estimate
        self.measurements = measurements
        sumExcess()
    }

    /// `count` rows, every one measured now with `height`, in order: a table without estimates.
    init(count: Int, measuringEach height: (Int) -> CGFloat) {
        self.init(count: count, estimate: 0, measurements: (0..<count).map { Measurement(row: $0, height: height($0)) })
    }

    private mutating func sumExcess() {
        var sum: CGFloat = 0
        excessThrough = measurements.map { measurement in
            sum += measurement.height - estimate
            return sum
        }
    }

    /// The number of measured rows above `row`, which is also the index of the first measurement
    /// at or below it.
    private func measuredCount(above row: Int) -> Int {
        prefixCount(measurements.count) { measurements[$0].row < row }
    }

    /// What the first `measured` measurements add to the estimate.
    private func excess(ofFirst measured: Int) -> CGFloat {
        measured == 0 ? 0 : excessThrough[measured - 1]
    }

    /// The measurement of `row`, if it has one that is not carried.
    func currentMeasurement(ofRow row: Int) -> Measurement? {
        let index = measuredCount(above: row)
        guard index < measurements.count, measurements[index].row == row, !measurements[index].isCarried else { return nil }
        return measurements[index]
    }

    /// The top of `row`, from the top of the first row.
    func top(ofRow row: Int) -> CGFloat {
        CGFloat(row) * estimate + excess(ofFirst: measuredCount(above: row))
    }

    /// The bottom of `row`, from the top of the first row.
    func bottom(ofRow row: Int) -> CGFloat {
        top(ofRow: row + 1)
    }

    /// The height of all the rows.
    var total: CGFloat {
        CGFloat(count) * estimate + (excessThrough.last ?? 0)
    }

    /// Keeps `measured`, in ascending order of row, in place of any earlier measurements of
    /// their rows.
    mutating func record(_ measured: [Measurement]) {
        guard !measured.isEmpty else { return }
        var merged: [Measurement] = []
        merged.reserveCapacity(measurements.count + measured.count)
        var old = measurements.startIndex
        for measurement in measured {
            while old < measurements.endIndex, measurements[old].row < measurement.row {
                merged.append(measurements[old])
                old += 1
            }
            if old < measurements.endIndex, measurements[old].row == measurement.row { old += 1 }
            merged.append(measurement)
        }
        merged.append(contentsOf: measurements[old...])
        measurements = merged
        sumExcess()
    }
}
