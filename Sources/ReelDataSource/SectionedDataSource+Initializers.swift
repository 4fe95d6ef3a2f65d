import ReelDiff

// Each initialiser is written once per kind of section, since which one a call names is
// decided by the sections' type: those with identities animate, those without reload. Both
// come down to the data source's one initialiser, with the diffing or without.

extension SectionedDataSource {
    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the headers and footers the providers make. Every state reloads the list:
    /// these sections have no identities to diff.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, headerProvider: SectionViewProvider? = nil, footerProvider: SectionViewProvider? = nil
    ) {
        self.init(
            diffing: nil, list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: Self.supplementaryViewProvider(headerProvider: headerProvider, footerProvider: footerProvider))
    }

    /// One provider of every kind from a header provider and a footer provider: `nil` when
    /// there is neither.
    @usableFromInline
    static func supplementaryViewProvider(
        headerProvider: SectionViewProvider?, footerProvider: SectionViewProvider?
    ) -> SupplementaryViewProvider? {
        guard headerProvider != nil || footerProvider != nil else { return nil }
        return { list, kind, section, model in
            switch kind {
            case .header: headerProvider?(list, section, model)
            case .footer: footerProvider?(list, section, model)
            default: nil
            }
        }
    }

    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the views of every kind (header, footer, a collection view layout's own
    /// kinds) that `supplementaryViewProvider` makes. Every state reloads the list: these
    /// sections have no identities to diff.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, supplementaryViewProvider: SupplementaryViewProvider?
    ) {
        self.init(
            diffing: nil, list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: supplementaryViewProvider)
    }
}

extension SectionedDataSource where Section: AnimatableSectionModelType {
    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the headers and footers the providers make.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, headerProvider: SectionViewProvider? = nil, footerProvider: SectionViewProvider? = nil
    ) {
        self.init(
            diffing: .stagedChangeset, list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: Self.supplementaryViewProvider(headerProvider: headerProvider, footerProvider: footerProvider))
    }

    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the views of every kind (header, footer, a collection view layout's own
    /// kinds) that `supplementaryViewProvider` makes.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, supplementaryViewProvider: SupplementaryViewProvider?
    ) {
        self.init(
            diffing: .stagedChangeset, list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: supplementaryViewProvider)
    }
}
