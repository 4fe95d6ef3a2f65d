import ReelDataSourceUIKit

/// A scroll view showing views one under the other, each as tall as it needs at the view's
/// width, scrolling when they are taller than the view: the eager detail screen's one scroll
/// view, which holds every view of the screen.
@MainActor
final class ColumnScrollView: UIScrollView {
    /// The views shown, top to bottom. Setting them takes out the views no longer shown and
    /// adds the new ones.
    var rows: [UIView] = [] {
        didSet { replaceSubviews(oldValue, with: rows) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        var top: CGFloat = 0
        for row in rows {
            let height = row.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            row.frame = CGRect(x: 0, y: top, width: width, height: height)
            top += height
        }
        contentSize = CGSize(width: width, height: top)
    }
}
