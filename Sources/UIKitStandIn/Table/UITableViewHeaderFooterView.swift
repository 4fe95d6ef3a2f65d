import Foundation

/// Stand-in for UIKit's `UITableViewHeaderFooterView`: a table view's section header or
/// footer, reused like cells.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was created or dequeued with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The label of a header or footer made from a section title.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: bounds)
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }

    /// The view to add the header's or footer's content to.
    open var contentView: UIView {
        if let contentViewStorage { return contentViewStorage }
        let contentView = UIView(frame: bounds)
        addSubview(contentView)
        contentViewStorage = contentView
        return contentView
    }

    private var textLabelStorage: UILabel?
    private var contentViewStorage: UIView?

    /// Creates a view reused with `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        reuseIdentifierStorage = reuseIdentifier
    }

    /// The stand-in decodes no views.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view; table views create registered classes this way.
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// Called before a dequeue hands the view out again.
    open func prepareForReuse() {}

    override func prepareForReuseByList() {
        prepareForReuse()
    }
}
