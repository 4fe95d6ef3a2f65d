import Foundation

extension UIView {
    /// The subview `storage` holds, made the first time it is asked for, as large as this view
    /// and added to it: how UIKit's cells and header views make their content view and labels
    /// only when asked.
    func subviewOnDemand<View: UIView>(_ storage: inout View?) -> View {
        if let storage { return storage }
        let view = View()
        view.frame = bounds
        addSubview(view)
        storage = view
        return view
    }
}
