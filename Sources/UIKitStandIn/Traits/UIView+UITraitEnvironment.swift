import Foundation

extension UIView: UITraitEnvironment {
    /// Sends `traitCollectionDidChange(_:)` to the view and every view it holds, each before
    /// its subviews, unless their traits are still `previousTraits`.
    func traitsDidChange(from previousTraits: UITraitCollection) {
        guard traitCollection != previousTraits else { return }
        sendTraitCollectionDidChange(previousTraits)
    }

    private func sendTraitCollectionDidChange(_ previousTraits: UITraitCollection) {
        traitCollectionDidChange(previousTraits)
        for subview in subviews { subview.sendTraitCollectionDidChange(previousTraits) }
    }
}
