import ReelDataSourceUIKit

/// A table, or in its place the message that it has nothing to show: the "no data" view of MVVM
/// bindings (docs/Background.md), shown from the items a screen declares rather than toggled by
/// hand. Used by the screens whose list can be empty (downloads, My Video).
@MainActor
final class EmptyStateListView: UIView {
    /// The list.
    let tableView = UITableView(frame: .zero, style: .plain)
    private let message = UILabel(numberOfLines: 0)

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Hidden until a screen says the list is empty.
        message.isHidden = true
        // The screens' sections have no footers: none of the space a plain table gives one.
        tableView.sectionFooterHeight = 0
        addSubview(tableView)
        addSubview(message)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// A list saying `emptyMessage` while it is empty.
    convenience init(emptyMessage: String) {
        self.init(frame: .zero)
        message.text = emptyMessage
    }

    /// Whether the list has nothing to show: the message takes its place.
    var isEmpty: Bool = false {
        didSet {
            message.isHidden = !isEmpty
            tableView.isHidden = isEmpty
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tableView.frame = bounds
        let messageHeight = min(bounds.height, message.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height)
        message.frame = CGRect(x: 0, y: 0, width: bounds.width, height: messageHeight)
    }
}
