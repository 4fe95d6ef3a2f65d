import Foundation

/// Stand-in for UIKit's `UIContentConfiguration`: what a cell shows, which makes the content
/// view that shows it. The stand-in declares no configuration states, so no `updated(for:)`.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor
    func makeContentView() -> any UIView & UIContentView
}
