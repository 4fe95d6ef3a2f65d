import Foundation

/// Stand-in for UIKit's `UIListContentView`: the content view that shows a
/// ``UIListContentConfiguration`` (drawing nothing, in the stand-in).
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list content configuration shown. A configuration of another type is a programming
    /// error, as in UIKit.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                preconditionFailure("a UIListContentView shows a UIListContentConfiguration, not \(type(of: newValue))")
            }
            listConfiguration = configuration
        }
    }

    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// The stand-in decodes no views.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view showing a configuration without content.
    public required convenience init() {
        self.init(configuration: UIListContentConfiguration())
    }
}
