import Foundation

/// Stand-in for UIKit's `UITableViewHeaderFooterView`: a table view's section header or
/// footer, reused like cells.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was created or dequeued with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The label of a header or footer made from a section title.
    open var textLabel: UILabel? { contentView.subviewOnDemand(&textLabelStorage) }

    /// The view to add the header's or footer's content to.
    open var contentView: UIView { subviewOnDemand(&contentViewStorage) }

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

    /// Keeps the content view as large as the view, and a section title's label across the
    /// content view, so the title shows; subclasses laying out their content call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentViewStorage?.frame = bounds
        textLabelStorage?.frame = contentView.bounds
    }

    override func prepareForReuseByList() {
        prepareForReuse()
    }
}
