extension FixedWidthInteger {
    /// The sum, or the largest or smallest value when it would not fit: for counts that come
    /// from outside (a catalog's sizes, a library file's bytes), where a sum past the type's
    /// range must show as "at least this much" rather than stop the program.
    package func addingSaturating(_ other: Self) -> Self {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// The product, or the largest or smallest value when it would not fit (see
    /// ``addingSaturating(_:)``).
    package func multipliedSaturating(by other: Self) -> Self {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }

    /// `value` rounded toward zero, or the nearest bound when it lies beyond the type's range;
    /// zero for NaN. For figures computed from outside data (a time left, a rate) that must
    /// never stop the program with a conversion trap, as `Int(_:)` does.
    package init<Source: BinaryFloatingPoint>(clamping value: Source) {
        if value.isNaN {
            self = 0
        } else if value >= Source(Self.max) {
            self = .max
        } else if value <= Source(Self.min) {
            self = .min
        } else {
            self.init(value)
        }
    }
}
