import Foundation
import ReelUI
import Testing

/// A window filled by a collection view showing a ``StringSectionsDataSource``, laid out once.
///
/// The fixture holds the data source strongly, since the collection view holds it weakly, and
/// records every broken batch-update rule instead of letting it stop the test run.
@MainActor
final class CollectionFixture {
    let window: Window
    let collectionView: CollectionView
    let dataSource: StringSectionsDataSource
    /// The broken batch-update rules reported so far, oldest first.
    private(set) var violations: [UpdateRuleViolation] = []

    /// A `width` by `height` window whose collection view, arranged by `layout`, shows
    /// `dataSource` after one turn of the window's loop.
    init(width: Int = 20, height: Int = 10, layout: CollectionLayout = CollectionLayout(), dataSource: StringSectionsDataSource) {
        window = Window.portrait(width: width, height: height)
        collectionView = CollectionView(frame: window.bounds, layout: layout)
        self.dataSource = dataSource
        collectionView.register(PlainCell.self)
        collectionView.register(AccentCell.self)
        collectionView.register(TextHeader.self)
        collectionView.register(TextFooter.self)
        collectionView.violationHandler = { [unowned self] in violations.append($0) }
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        window.loop.runTurn()
    }

    /// The cell at `path` as a test cell, if it exists.
    func cell(at path: IndexPath) -> TextCell? {
        collectionView.cellForItem(at: path) as? TextCell
    }

    /// The strings of the items whose cells overlap the visible area, top to bottom.
    var visibleTexts: [String] {
        collectionView.visibleItemPaths.map { cell(at: $0)?.text ?? "<no cell>" }
    }

    /// Checks that the collection view agrees with the data: the same counts, and every
    /// existing cell a subview showing its own item's string, of the type the data calls for.
    func expectMatchesData(_ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let shownCounts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        #expect(shownCounts == dataSource.sections.map(\.count), "\(comment)", sourceLocation: sourceLocation)
        guard shownCounts == dataSource.sections.map(\.count) else { return }
        for (path, cell) in collectionView.existingCells {
            let text = dataSource[path]
            #expect((cell as? TextCell)?.text == text, "cell at \(path). \(comment)", sourceLocation: sourceLocation)
            #expect(type(of: cell) == dataSource.cellType(text), "cell at \(path). \(comment)", sourceLocation: sourceLocation)
            #expect(cell.superview === collectionView, "cell at \(path). \(comment)", sourceLocation: sourceLocation)
        }
    }
}
