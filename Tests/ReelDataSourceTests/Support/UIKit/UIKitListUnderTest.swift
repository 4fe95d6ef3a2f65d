#if canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff

/// What the UIKit collection-view and table-view lists under test share: a recorded scroll
/// view of UIKit's, whose batches, reloads and scrolling read the same on both.
@MainActor
protocol UIKitListUnderTest: ListUnderTest {
    /// The list's scroll view: the collection view or the table view.
    var scrollView: UIScrollView { get }
    /// What the scroll view was asked to do.
    var recorder: BatchRecorder { get }
}

extension UIKitListUnderTest {
    var batches: [BatchUpdate] { recorder.batches }

    var reloads: Int { recorder.reloads }

    var overlappingBatches: Int { recorder.overlappingBatches }

    var contentOffset: Int {
        get { Int(scrollView.contentOffset.y) }
        set { scrollView.contentOffset.y = CGFloat(newValue) }
    }

    var maximumContentOffset: Int {
        max(0, Int(scrollView.contentSize.height - scrollView.bounds.height))
    }
}
#endif
