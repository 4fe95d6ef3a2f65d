import ReelDataSourceUIKit

extension UIButton {
    /// A system button titled `title`, found by scripts and tests under `identifier`.
    static func titled(_ title: String, identifier: String? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        return button
    }

    /// Makes `handler` what tapping the button does, in place of the handler set before: a
    /// reused cell's button acts for the item it shows now.
    func setTapHandler(_ handler: @escaping @MainActor () -> Void) {
        removeAction(identifiedBy: Self.tapActionIdentifier, for: .primaryActionTriggered)
        // UIKit calls action handlers on the main thread.
        addAction(UIAction(identifier: Self.tapActionIdentifier) { _ in MainActor.assumeIsolated { handler() } }, for: .primaryActionTriggered)
    }

    /// The identifier of the action ``setTapHandler(_:)`` adds, so a new handler replaces it.
    private static let tapActionIdentifier = UIAction.Identifier("ReelTVScreens.tap")
}
