#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
#if canImport(ObjectiveC)
import ObjectiveC
#endif

extension UIView {
    /// Keeps `dataSource` for as long as the view lives, in place of any data source it kept.
    ///
    /// UIKit asks a list view's data source for content for the view's whole life, but holds it
    /// weakly (`dataSource` is a weak property), so the list wrappers have their view keep the
    /// data source they connect, as RxCocoa has a table view keep the data source bound to it.
    /// The data source keeps its list wrapper, which refers to the view weakly: releasing the
    /// view releases all three.
    func keepListDataSource(_ dataSource: AnyObject) {
        #if canImport(ObjectiveC)
        objc_setAssociatedObject(self, &listDataSourceKey, dataSource, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #else
        standInAssociatedObjects[listDataSourceKey] = dataSource
        #endif
    }
}

#if canImport(ObjectiveC)
/// The key of the data source a view keeps: the variable's address, which is all it is for.
@MainActor private var listDataSourceKey: UInt8 = 0
#else
/// The key of the data source a view keeps.
private let listDataSourceKey = "ReelDataSourceUIKit.listDataSource"
#endif
#endif
