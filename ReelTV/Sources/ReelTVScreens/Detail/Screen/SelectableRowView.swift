import ReelDataSourceUIKit

/// A row of the eager detail screen that a person can select, as a list's selectable row: it
/// holds the item's cell view, takes the cell's identifier, and runs the row's selection action
/// when tapped (`.touchUpInside`, what a control sends for a tap).
@MainActor
final class SelectableRowView: UIControl {
    private var cell: UIView?
    private var onSelect: (@MainActor () -> Void)?

    /// An empty row; ``show(_:onSelect:)`` gives it its cell.
    override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit calls action handlers on the main thread.
        addAction(UIAction { [weak self] _ in MainActor.assumeIsolated { self?.onSelect?() } }, for: .touchUpInside)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `cell` (configured), taking its identifier, and makes `action` what selecting the
    /// row does.
    func show(_ cell: UIView, onSelect action: @escaping @MainActor () -> Void) {
        if self.cell !== cell {
            self.cell?.removeFromSuperview()
            addSubview(cell)
            self.cell = cell
            setNeedsLayout()
        }
        accessibilityIdentifier = cell.accessibilityIdentifier
        onSelect = action
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cell?.frame = bounds
    }

    /// The cell's size.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        cell?.sizeThatFits(size) ?? .zero
    }
}
