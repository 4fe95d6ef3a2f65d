#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

// RxDataSources' way of making cells: `configureCell` dequeues from the table or collection view
// and configures, and titles come from closures. Code written against RxDataSources' data sources
// keeps its closures; the data source is Reel's, with its serialised, coalesced updates. Cells
// made this way are reloaded when their item changes (the list cannot know their class before
// they are dequeued); the class-and-configure providers reconfigure them in place instead.

/// The data source a `configureCell` closure is handed, set once the data source exists.
@MainActor
final class DataSourceReference<DataSource: AnyObject> {
    weak var dataSource: DataSource?

    /// The data source; the lists ask for cells only while it exists, as it owns their content.
    var value: DataSource {
        guard let dataSource else { preconditionFailure("a list asked for a view after its data source was released") }
        return dataSource
    }
}

extension SectionedDataSource {
    /// Creates a data source whose providers hand RxDataSources' closures the data source
    /// itself: `providers` makes them from a reference to it, set once it exists. The one body
    /// of the `configureCell` initialisers, with the diffing (sections with identities) or
    /// without.
    convenience init(
        diffing: IdentityDiffing<Section>?, list: List, configuration: DataSourceConfiguration,
        providers: (DataSourceReference<SectionedDataSource>) -> (cells: CellProvider, views: SupplementaryViewProvider?)
    ) {
        let reference = DataSourceReference<SectionedDataSource>()
        let (cells, views) = providers(reference)
        self.init(diffing: diffing, list: list, configuration: configuration, cellProvider: cells, supplementaryViewProvider: views)
        reference.dataSource = self
    }
}

extension SectionedDataSource where List == TableViewList {
    /// Makes a row's cell: dequeued from the table view and configured (RxDataSources' `configureCell`).
    public typealias ConfigureTableCell = @MainActor (
        _ dataSource: SectionedDataSource, _ tableView: UITableView, _ indexPath: IndexPath, _ item: Item
    ) -> UITableViewCell

    /// A section's header or footer title, or `nil` for none (RxDataSources' `titleForHeaderInSection`).
    public typealias TitleForSection = @MainActor (_ dataSource: SectionedDataSource, _ section: Int) -> String?

    /// Creates a data source for `list` whose cells `configureCell` dequeues from the table view
    /// and configures, and whose sections have the titles the title closures give. Every state
    /// reloads the list: these sections have no identities to diff.
    ///
    /// ```swift
    /// let dataSource = SectionedDataSource<SectionModel<String, String>, TableViewList>(
    ///     list: TableViewList(tableView),
    ///     configureCell: { _, tableView, indexPath, name in
    ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    ///         cell.textLabel?.text = name
    ///         return cell
    ///     },
    ///     titleForHeaderInSection: { dataSource, section in dataSource.sections[section].model })
    /// ```
    public convenience init(
        list: TableViewList, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        configureCell: @escaping ConfigureTableCell, titleForHeaderInSection: TitleForSection? = nil,
        titleForFooterInSection: TitleForSection? = nil
    ) {
        self.init(diffing: nil, list: list, configuration: configuration) { reference in
            (Self.cellProvider(configureCell, reference),
             Self.titleProvider(header: titleForHeaderInSection, footer: titleForFooterInSection, reference))
        }
    }

    static func cellProvider(_ configureCell: @escaping ConfigureTableCell, _ reference: DataSourceReference<SectionedDataSource>) -> CellProvider {
        { _, _, item in .init { tableView, indexPath in configureCell(reference.value, tableView, indexPath, item) } }
    }

    static func titleProvider(
        header: TitleForSection?, footer: TitleForSection?, _ reference: DataSourceReference<SectionedDataSource>
    ) -> SupplementaryViewProvider? {
        guard header != nil || footer != nil else { return nil }
        return { _, kind, section, _ in
            let title: TitleForSection? =
                switch kind {
                case .header: header
                case .footer: footer
                default: nil
                }
            return title?(reference.value, section).map(TableViewList.SupplementaryView.title)
        }
    }
}

extension SectionedDataSource where List == TableViewList, Section: AnimatableSectionModelType {
    /// Creates a data source for `list` whose cells `configureCell` dequeues from the table view
    /// and configures, and whose sections have the titles the title closures give; new states
    /// animate. See the reload-only initialiser for an example.
    public convenience init(
        list: TableViewList, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        configureCell: @escaping ConfigureTableCell, titleForHeaderInSection: TitleForSection? = nil,
        titleForFooterInSection: TitleForSection? = nil
    ) {
        self.init(diffing: .stagedChangeset, list: list, configuration: configuration) { reference in
            (Self.cellProvider(configureCell, reference),
             Self.titleProvider(header: titleForHeaderInSection, footer: titleForFooterInSection, reference))
        }
    }
}

extension SectionedDataSource where List == CollectionViewList {
    /// Makes an item's cell: dequeued from the collection view and configured (RxDataSources' `configureCell`).
    public typealias ConfigureCollectionCell = @MainActor (
        _ dataSource: SectionedDataSource, _ collectionView: UICollectionView, _ indexPath: IndexPath, _ item: Item
    ) -> UICollectionViewCell

    /// Makes a supplementary view of the layout's element `kind`: dequeued from the collection
    /// view and configured (RxDataSources' `configureSupplementaryView`).
    public typealias ConfigureSupplementaryView = @MainActor (
        _ dataSource: SectionedDataSource, _ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Creates a data source for `list` whose cells `configureCell`, and whose headers, footers
    /// and other supplementary views `configureSupplementaryView`, dequeue from the collection
    /// view and configure. Every state reloads the list: these sections have no identities.
    public convenience init(
        list: CollectionViewList, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        configureCell: @escaping ConfigureCollectionCell, configureSupplementaryView: ConfigureSupplementaryView? = nil
    ) {
        self.init(diffing: nil, list: list, configuration: configuration) { reference in
            (Self.cellProvider(configureCell, reference), Self.supplementaryViewProvider(configureSupplementaryView, reference))
        }
    }

    static func cellProvider(_ configureCell: @escaping ConfigureCollectionCell, _ reference: DataSourceReference<SectionedDataSource>) -> CellProvider {
        { _, _, item in .init { collectionView, indexPath in configureCell(reference.value, collectionView, indexPath, item) } }
    }

    static func supplementaryViewProvider(
        _ configure: ConfigureSupplementaryView?, _ reference: DataSourceReference<SectionedDataSource>
    ) -> SupplementaryViewProvider? {
        guard let configure else { return nil }
        return { _, _, _, _ in .init { collectionView, kind, indexPath in configure(reference.value, collectionView, kind, indexPath) } }
    }
}

extension SectionedDataSource where List == CollectionViewList, Section: AnimatableSectionModelType {
    /// Creates a data source for `list` whose cells `configureCell`, and whose headers, footers
    /// and other supplementary views `configureSupplementaryView`, dequeue from the collection
    /// view and configure; new states animate.
    public convenience init(
        list: CollectionViewList, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        configureCell: @escaping ConfigureCollectionCell, configureSupplementaryView: ConfigureSupplementaryView? = nil
    ) {
        self.init(diffing: .stagedChangeset, list: list, configuration: configuration) { reference in
            (Self.cellProvider(configureCell, reference), Self.supplementaryViewProvider(configureSupplementaryView, reference))
        }
    }
}
#endif
