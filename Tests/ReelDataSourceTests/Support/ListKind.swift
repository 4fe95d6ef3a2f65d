import ReelDataSource
import ReelDiff
import ReelTestSupport

/// The lists the data source's suites run against: ReelUI's collection view, and UIKit's
/// collection view and table view through the UIKit adapters and the UIKit stand-in.
enum ListKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case reelUI = "ReelUI CollectionView"
    #if canImport(UIKitStandIn)
    case uiCollectionView = "UICollectionViewList"
    case uiTableView = "UITableViewList"
    #endif

    var description: String { rawValue }

    /// A list of this kind, with `options`, driven by a data source of the generated sections.
    @MainActor
    func make(_ options: ListOptions = ListOptions()) -> any ListUnderTest {
        switch self {
        case .reelUI: ReelUIList(options)
        #if canImport(UIKitStandIn)
        case .uiCollectionView: UIKitCollectionList(options)
        case .uiTableView: UIKitTableList(options)
        #endif
        }
    }
}

/// How a list under test is set up: every kind is laid out alike, one row per item, header
/// and footer (so the same offset shows the same rows on every kind).
struct ListOptions {
    var width = 30
    var height = 12
    var headers = true
    var footers = false
    var configuration = DataSourceConfiguration()
    var inWindow = true
    /// The data source's diff: tests replace it to control when a diff run off the main actor
    /// finishes.
    var diff: @Sendable ([ItemSection], [ItemSection]) -> StagedChangeset<[ItemSection]> = { StagedChangeset(source: $0, target: $1) }
}
