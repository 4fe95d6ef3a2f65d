/// Why `UIWindow.tap(identifier:)` could not tap a view, with the identifiers that can be
/// tapped instead, so a script's author sees what to write.
package struct TapError: Error, Equatable, CustomStringConvertible {
    /// What was wrong with the view.
    package enum Reason: Equatable, Sendable {
        /// No view in the window has the identifier.
        case notFound
        /// The view is neither a control nor a cell of a list; the associated value names its
        /// type.
        case notTappable(String)
        /// The control is not enabled, or the cell's list takes no selection (now).
        case disabled
        /// The view, or a view holding it, has `isUserInteractionEnabled` off.
        case userInteractionDisabled
        /// The view is hidden, transparent, outside the window or scrolled out of sight.
        case notVisible
    }

    /// The identifier asked for.
    package let identifier: String
    /// What was wrong.
    package let reason: Reason
    /// The identifiers of the views that can be tapped now, in reading order.
    package let tappableIdentifiers: [String]

    /// Creates the error for `identifier`.
    package init(identifier: String, reason: Reason, tappableIdentifiers: [String]) {
        self.identifier = identifier
        self.reason = reason
        self.tappableIdentifiers = tappableIdentifiers
    }

    /// One line: the identifier, the reason and the tappable identifiers.
    package var description: String {
        description(showingIdentifier: { $0 })
    }

    /// ``description`` with the identifier asked for written by `show`: whoever prints the
    /// error to a terminal makes it safe there, since it is whatever a script asked for.
    package func description(showingIdentifier show: (String) -> String) -> String {
        let identifier = show(identifier)
        let problem =
            switch reason {
            case .notFound: "no view has the identifier '\(identifier)'"
            case .notTappable(let type): "'\(identifier)' is a \(type), which cannot be tapped"
            case .disabled: "'\(identifier)' is disabled"
            case .userInteractionDisabled: "'\(identifier)' takes no touches (isUserInteractionEnabled is off)"
            case .notVisible: "'\(identifier)' is not visible"
            }
        let choices = tappableIdentifiers.isEmpty ? "none" : tappableIdentifiers.joined(separator: ", ")
        return "cannot tap: \(problem) (tappable: \(choices))"
    }
}
