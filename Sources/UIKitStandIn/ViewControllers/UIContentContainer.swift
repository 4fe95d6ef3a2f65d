import Foundation

/// Stand-in for UIKit's `UIContentContainer`: how a view controller adapts to a new size or
/// new traits handed down by its container or window, and tells its container its preferred
/// size.
///
/// The stand-in has no Auto Layout, so `systemLayoutFittingSizeDidChange(forChildContentContainer:)`
/// is not there.
@MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container's content would like to have.
    var preferredContentSize: CGSize { get }

    /// Called when a child container's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// The size to give a child container when this one becomes `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize

    /// Called before the container's view changes to `size`; register work to run with the
    /// change on `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)

    /// Called before the container's traits change to `newCollection`; register work to run
    /// with the change on `coordinator`.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
