/// What a button keeps for each control state (a title, a colour, an image), read as UIKit reads
/// it: the value set for the state, else the one set for `.normal`.
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for `state`, else the one set for `.normal`; `nil` if neither is.
    subscript(state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    /// Sets the value for `state`; `nil` lets it fall back to `.normal`'s again.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }
}
