#if UIKIT_LISTS
/// The lists the data-source suites run against: UIKit's collection view and table view
/// through the UIKit adapters (on Linux, the UIKit stand-in's).
enum ListKind: CaseIterable, Sendable, CustomStringConvertible {
    case uiCollectionView
    case uiTableView

    var description: String {
        switch self {
        case .uiCollectionView: "CollectionViewList"
        case .uiTableView: "TableViewList"
        }
    }

    /// A list of this kind, with `options`, driven by a data source of the generated sections.
    @MainActor
    func make(_ options: ListOptions = ListOptions()) -> any ListUnderTest {
        switch self {
        case .uiCollectionView: UIKitCollectionList(options)
        case .uiTableView: UIKitTableList(options)
        }
    }
}
#endif
