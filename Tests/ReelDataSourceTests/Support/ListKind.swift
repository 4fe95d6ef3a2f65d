import ReelDataSource
import ReelDiff
import ReelTestSupport

/// The lists this package's data-source suites run against: UIKit's collection view and table
/// view through the UIKit adapters (on Linux, the UIKit stand-in). The suites in `EveryList/`
/// run against ReelUI's collection view as well, in the ReelTV package's tests.
enum ListKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case uiCollectionView = "CollectionViewList"
    case uiTableView = "TableViewList"

    var description: String { rawValue }

    /// A list of this kind, with `options`, driven by a data source of the generated sections.
    @MainActor
    func make(_ options: ListOptions = ListOptions()) -> any ListUnderTest {
        switch self {
        case .uiCollectionView: UIKitCollectionList(options)
        case .uiTableView: UIKitTableList(options)
        }
    }
}
