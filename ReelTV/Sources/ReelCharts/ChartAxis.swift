/// What an axis of a chart measures: its title, the unit of its values, and its scale.
public struct ChartAxis: Sendable {
    /// How values are spaced along the axis.
    public enum Scale: Sendable {
        /// Equal differences take equal lengths; the axis starts at zero.
        case linear
        /// Equal ratios take equal lengths, with a labelled tick at every power of ten; for
        /// values spanning several orders of magnitude. Every value must be positive.
        case logarithmic
    }

    /// What the values are ("median time per diff").
    public var title: String
    /// The unit the values are in ("ms"), or empty for a plain count.
    public var unit: String
    /// How the values are spaced.
    public var scale: Scale

    /// An axis titled `title`, its values in `unit`, on `scale`.
    public init(_ title: String, unit: String = "", scale: Scale = .linear) {
        self.title = title
        self.unit = unit
        self.scale = scale
    }

    /// The axis's label: the title with the unit, and the scale when it is logarithmic.
    var label: String {
        let notes = (unit.isEmpty ? [] : [unit]) + (scale == .logarithmic ? ["log scale"] : [])
        return notes.isEmpty ? title : "\(title) (\(notes.joined(separator: ", ")))"
    }

    /// `value` formatted for a label beside a bar or point: the number and the unit.
    func valueLabel(_ value: Double) -> String {
        unit.isEmpty ? ChartNumber.format(value) : "\(ChartNumber.format(value)) \(unit)"
    }
}
