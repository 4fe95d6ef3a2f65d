import ReelDataSource
import ReelDiff
import ReelTestSupport

/// The lists this package's data-source suites run against: UIKit's collection view and table
/// view through the UIKit adapters, on the UIKit stand-in (where UIKit is missing).
enum ListKind: CaseIterable, Sendable, CustomStringConvertible {
    #if canImport(UIKitStandIn) && !canImport(UIKit)
    case uiCollectionView
    case uiTableView
    #endif

    var description: String {
        switch self {
        #if canImport(UIKitStandIn) && !canImport(UIKit)
        case .uiCollectionView: "CollectionViewList"
        case .uiTableView: "TableViewList"
        #endif
        }
    }

    /// A list of this kind, with `options`, driven by a data source of the generated sections.
    @MainActor
    func make(_ options: ListOptions = ListOptions()) -> any ListUnderTest {
        switch self {
        #if canImport(UIKitStandIn) && !canImport(UIKit)
        case .uiCollectionView: UIKitCollectionList(options)
        case .uiTableView: UIKitTableList(options)
        #endif
        }
    }
}
