import Foundation

/// Stand-in for UIKit's `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
    /// The standard cell styles; the stand-in draws none of them.
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// What editing a row offers: nothing, deleting it, or inserting one.
    public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// The identifier the cell was created or dequeued with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The view to add the cell's content to.
    open var contentView: UIView { subviewOnDemand(&contentViewStorage) }

    /// Whether the cell shows as selected; setting it calls ``setSelected(_:animated:)`` without
    /// animation. The table sets it whenever it shows the cell and as it selects or deselects the
    /// row; setting it yourself selects nothing.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    private var contentViewStorage: UIView?
    private var isSelectedStorage = false

    /// Creates a cell of `style`, reused with `reuseIdentifier`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
        reuseIdentifierStorage = reuseIdentifier
    }

    /// The stand-in decodes no cells.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a default cell with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a default cell; table views create registered cell classes this way.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before a dequeue hands the cell out again.
    open func prepareForReuse() {}

    /// Sets whether the cell shows as selected; override it to change the cell's appearance,
    /// calling `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelectedStorage = selected
    }

    override func prepareForReuseByList() {
        prepareForReuse()
    }

    override func listSelectionDidChange(_ isSelected: Bool, animated: Bool) {
        setSelected(isSelected, animated: animated)
    }
}
