import ArgumentParser

/// A numeric command-line option and the values it accepts.
///
/// The range is stated in the option's help (``help(_:discussion:valueName:)``) and checked in
/// its command's `validate()` (``check(_:)``), so a value that could overflow, exhaust memory or
/// run practically for ever is refused as a usage error before any work starts. Commands that
/// share an option share its `NumericOption`, so they accept the same values.
package struct NumericOption<Value: Comparable & Sendable & CustomStringConvertible>: Sendable {
    /// The option's long name, without the dashes.
    package let long: String
    /// The values accepted.
    package let range: ClosedRange<Value>
    /// What the values count, plural ("milliseconds"), or empty for a plain number.
    package let unit: String
    /// How a bound is written in help and errors.
    private let written: @Sendable (Value) -> String

    /// An option `--long` accepting `range`, counted in `unit`, its bounds written by `written`.
    package init(_ long: String, _ range: ClosedRange<Value>, unit: String = "", written: @escaping @Sendable (Value) -> String = \.description) {
        self.long = long
        self.range = range
        self.unit = unit
        self.written = written
    }

    /// The name to declare the option with, so the name in errors is the one parsed.
    package var name: NameSpecification { .customLong(long) }

    /// How to declare the option's parsing: the word after the option is its value even when
    /// it starts with a dash, so that `--latency -1` meets the range check ("must be between 0
    /// and 60000") instead of being read as an option `-1` and failing as "Missing value".
    package var parsing: SingleValueParsingStrategy { .unconditional }

    /// `text` followed by the range, as the option's help.
    package func help(_ text: String, discussion: String = "", valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp("\(text); \(written(range.lowerBound)) to \(written(range.upperBound)).", discussion: discussion, valueName: valueName)
    }

    /// Throws a usage error naming the option, the range and `value` unless the range holds it
    /// (NaN is in no range).
    package func check(_ value: Value) throws {
        guard range.contains(value) else {
            let unitText = unit.isEmpty ? "" : " \(unit)"
            throw ValidationError(
                "--\(long) must be between \(written(range.lowerBound)) and \(written(range.upperBound))\(unitText), got \(value)")
        }
    }
}
