import Foundation
import ReelConsole
import ReelDataSourceUIKit
import ReelTVScreens
import ReelTerminal

/// `reel bench layout`: the talk's table. For each summary combination, the cost of
/// configuring a reused summary built the enum way against one built from type parameters, in
/// the same run, with the subviews and layout invalidations each configure caused.
package enum LayoutBenchmark {
    /// The two patterns drew the same data differently.
    struct DifferentRendering: Error, CustomStringConvertible {
        let combination: String
        var description: String { "the enum and typeParameter summaries of \(combination) draw differently" }
    }

    /// Measures every combination's sample in turn, `iterations` batches of `batch` configures
    /// of each pattern after a warm-up, reporting each batch to `progress`.
    @MainActor
    package static func measure(iterations: Int, batch: Int, progress: ProgressReporter) throws -> [LayoutBenchmarkRow] {
        try LayoutSample.all.enumerated().flatMap { index, sample in
            progress.begin(
                "bench layout \(index + 1)/\(LayoutSample.all.count): \(sample.combination.name)", total: Int64(iterations + 1),
                unit: .count("batches"))
            return try measure(sample, iterations: iterations, batch: batch, progress: progress)
        }
    }

    /// Times `batch` reused views of each pattern configured with `sample`'s values, then counts
    /// what one more configure of each did.
    ///
    /// The enum view stands for the talk's single cell type reused for every row of a mixed
    /// list: before each timed configure (untimed) it shows one of the other seven
    /// combinations, in turn, so every configure has to rebuild what differs, as it does when
    /// the reuse queue hands the cell over from whichever row scrolled away. (A uniformly mixed
    /// list would hand it back its own combination one time in eight; those configures, which
    /// rebuild nothing, are left out.) A generic view is only ever reused for its own
    /// combination, so it last showed the sample's other value. Each configure changes every
    /// field, so neither is a no-op; each view of a batch is configured once, so both patterns
    /// touch as much memory.
    @MainActor
    private static func measure(_ sample: LayoutSample, iterations: Int, batch: Int, progress: ProgressReporter) throws
        -> [LayoutBenchmarkRow]
    {
        let others = LayoutSample.all.filter { $0.combination != sample.combination }
        let enumViews = (0..<batch).map { _ in EnumSummaryView() }
        let generic = sample.makeGenericViews(batch)
        func showPrevious(round: Int, value: Int) {
            for (index, view) in enumViews.enumerated() {
                view.configure(others[(index + round) % others.count].values[1 - value])
            }
            for index in 0..<batch { generic.configure(index, 1 - value) }
        }

        var enumSamples: [Double] = []
        var genericSamples: [Double] = []
        for round in 0...iterations {
            let value = round % 2
            showPrevious(round: round, value: value)
            let enumStart = Measurement.timestamp()
            for view in enumViews { view.configure(sample.values[value]) }
            let enumSeconds = Measurement.seconds(since: enumStart)
            let genericStart = Measurement.timestamp()
            for index in 0..<batch { generic.configure(index, value) }
            let genericSeconds = Measurement.seconds(since: genericStart)
            progress.advance()
            guard round > 0 else { continue }  // the warm-up
            enumSamples.append(enumSeconds * 1e9 / Double(batch))
            genericSamples.append(genericSeconds * 1e9 / Double(batch))
        }

        // Counted apart from the timing, since counting walks each view's subtree.
        showPrevious(round: iterations + 1, value: 0)
        var enumCounts = (subviews: 0, invalidations: 0)
        var genericCounts = (subviews: 0, invalidations: 0)
        for index in 0..<batch {
            let enumCounter = SummaryChangeCounter(root: enumViews[index])
            enumViews[index].configure(sample.values[0])
            enumCounts.subviews += enumCounter.subviewsChanged
            enumCounts.invalidations += enumCounter.layoutInvalidations
            let genericCounter = SummaryChangeCounter(root: generic.views[index])
            generic.configure(index, 0)
            genericCounts.subviews += genericCounter.subviewsChanged
            genericCounts.invalidations += genericCounter.layoutInvalidations
        }
        guard dump(enumViews[0]) == dump(generic.views[0]) else {
            throw DifferentRendering(combination: sample.combination.name)
        }

        func row(_ pattern: LayoutBenchmarkRow.Pattern, _ samples: [Double], _ counts: (subviews: Int, invalidations: Int))
            -> LayoutBenchmarkRow
        {
            LayoutBenchmarkRow(
                combination: sample.combination.name, pattern: pattern,
                medianNanosecondsPerConfigure: Measurement(samples: samples).median,
                subviewsChangedPerConfigure: Double(counts.subviews) / Double(batch),
                layoutInvalidationsPerConfigure: Double(counts.invalidations) / Double(batch))
        }
        return [row(.enumView, enumSamples, enumCounts), row(.typeParameter, genericSamples, genericCounts)]
    }

    /// What `view` draws laid out 30 cells wide at its fitting height.
    @MainActor
    private static func dump(_ view: UIView) -> String {
        let width: CGFloat = 30
        view.frame = CGRect(
            x: 0, y: 0, width: width, height: view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        view.layoutIfNeeded()
        return view.textDump()
    }
}
