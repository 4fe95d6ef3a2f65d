import Foundation
import ReelTVScreens

/// One line of `reel bench layout`: one combination configured one way.
package struct LayoutBenchmarkRow: Encodable {
    /// How the summary was built.
    enum Pattern: String, Encodable {
        /// ``EnumSummaryView``: one view laying itself out per case.
        case enumView = "enum"
        /// ``SummaryView``: one type per combination, laid out at creation.
        case typeParameter
    }

    let combination: String
    let pattern: Pattern
    /// The median over batches of a batch's time divided by its configures.
    let medianNanosecondsPerConfigure: Double
    let subviewsChangedPerConfigure: Double
    let layoutInvalidationsPerConfigure: Double

    enum CodingKeys: String, CodingKey {
        case combination, pattern
        case medianNanosecondsPerConfigure = "median_ns_per_configure"
        case subviewsChangedPerConfigure = "subviews_changed_per_configure"
        case layoutInvalidationsPerConfigure = "layout_invalidations_per_configure"
    }

    /// A Markdown table with a line per combination, the enum view beside the generic one, and
    /// how many times faster the generic one configured.
    package static func table(_ rows: [LayoutBenchmarkRow], batch: Int) -> String {
        var lines = [
            "| combination | enum ns | typeParameter ns | enum ÷ typeParameter | subviews changed (enum / typeParameter) | layout invalidations (enum / typeParameter) |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for enumRow in rows where enumRow.pattern == .enumView {
            guard let typed = rows.first(where: { $0.pattern == .typeParameter && $0.combination == enumRow.combination })
            else { continue }
            let ratio = enumRow.medianNanosecondsPerConfigure / typed.medianNanosecondsPerConfigure
            lines.append(
                "| \(enumRow.combination) | \(format(enumRow.medianNanosecondsPerConfigure)) | "
                    + "\(format(typed.medianNanosecondsPerConfigure)) | \(String(format: "%.1f×", ratio)) | "
                    + "\(format(enumRow.subviewsChangedPerConfigure, digits: 2)) / \(format(typed.subviewsChangedPerConfigure, digits: 2)) | "
                    + "\(format(enumRow.layoutInvalidationsPerConfigure, digits: 2)) / \(format(typed.layoutInvalidationsPerConfigure, digits: 2)) |"
            )
        }
        lines += [
            "",
            "Per configure of a reused summary, median of batches of \(batch.formatted()) configures. Each enum "
                + "configure follows one of another combination (the other seven in turn); each typeParameter "
                + "configure follows the same combination with other values.",
        ]
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double, digits: Int = 0) -> String {
        String(format: "%.\(digits)f", value)
    }
}
