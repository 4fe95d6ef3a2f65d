import Foundation

/// Stand-in for UIKit's `UITableViewCell`: a content view, the labels of the standard styles or
/// a content configuration, an accessory, and the selected state the table gives it.
///
/// The stand-in draws nothing: a style decides which labels the cell has, an accessory type is
/// remembered, and the selected state is kept, for the cell's subclass and the tests to read.
@MainActor
open class UITableViewCell: UIView {
    /// The standard cell styles: every style has a ``textLabel``; all but `default` have a
    /// ``detailTextLabel``.
    public enum CellStyle: Int, @unchecked Sendable {
        case `default`, value1, value2, subtitle
    }

    /// What editing a row offers: nothing, deleting it, or inserting one.
    public enum EditingStyle: Int, @unchecked Sendable {
        case none, delete, insert
    }

    /// The standard accessories a cell shows at its trailing edge.
    public enum AccessoryType: Int, @unchecked Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The identifier the cell was created or dequeued with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The view to add the cell's content to; a content configuration replaces it with its own.
    open var contentView: UIView { subviewOnDemand(&contentViewStorage) }

    /// The label of the cell's main text, made in the content view when first asked for.
    open var textLabel: UILabel? { contentView.subviewOnDemand(&textLabelStorage) }

    /// The label of the cell's secondary text, made in the content view when first asked for;
    /// `nil` for the `default` style, which has none.
    open var detailTextLabel: UILabel? {
        style == .default ? nil : contentView.subviewOnDemand(&detailTextLabelStorage)
    }

    /// The standard accessory the cell shows.
    open var accessoryType = UITableViewCell.AccessoryType.none

    /// The configuration of the cell's content. Setting one applies it to the content view when
    /// that view shows configurations of the same type, and otherwise replaces the content view
    /// with the configuration's own (``textLabel`` and ``detailTextLabel`` leave with the old
    /// one); setting `nil` after a configuration replaces it with an empty content view.
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            let old = contentConfigurationStorage
            contentConfigurationStorage = newValue
            showContentConfiguration(replacing: old)
        }
    }

    /// Whether the cell shows as selected; setting it calls ``setSelected(_:animated:)`` without
    /// animation. The table sets it whenever it shows the cell and as it selects or deselects the
    /// row; setting it yourself selects nothing.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    private let style: CellStyle
    private var contentViewStorage: UIView?
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var isSelectedStorage = false
    /// Kept apart from ``contentConfiguration``, which is newer than the oldest systems Reel
    /// supports: a stored property cannot be.
    private var contentConfigurationStorage: (any UIContentConfiguration)?

    /// Creates a cell of `style`, reused with `reuseIdentifier`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
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

    /// A list content configuration without content, to fill and set as the
    /// ``contentConfiguration``.
    @available(iOS 14.0, tvOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    override func prepareForReuseByList() {
        prepareForReuse()
    }

    override func listSelectionDidChange(_ isSelected: Bool, animated: Bool) {
        setSelected(isSelected, animated: animated)
    }

    /// Keeps the content view as large as the cell (the stand-in draws no accessory and no
    /// editing controls, which take room from it in UIKit); subclasses laying out their content
    /// call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentViewStorage?.frame = bounds
    }

    private func showContentConfiguration(replacing old: (any UIContentConfiguration)?) {
        guard let configuration = contentConfigurationStorage else {
            if old != nil { replaceContentView(with: UIView()) }
            return
        }
        if let shown = contentViewStorage as? any UIView & UIContentView, type(of: shown.configuration) == type(of: configuration) {
            shown.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
    }

    private func replaceContentView(with view: UIView) {
        contentViewStorage?.removeFromSuperview()
        view.frame = bounds
        addSubview(view)
        contentViewStorage = view
    }
}
