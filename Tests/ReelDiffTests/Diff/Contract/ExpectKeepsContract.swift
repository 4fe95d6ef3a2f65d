import ReelDiff
import Testing

/// Expects a sectioned changeset to keep the whole ``StagedChangesetContract``, so every
/// example test checks everything the property tests do on top of its exact expectations.
func expectKeepsContract<Section: AnimatableSectionModelType>(
    _ changeset: StagedChangeset<[Section]>, from source: [Section], to target: [Section],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let findings = StagedChangesetContract.findings(of: changeset, source: source, target: target)
    #expect(findings.isEmpty, "\(findings)", sourceLocation: sourceLocation)
}

/// Expects a linear changeset to keep the whole ``StagedChangesetContract``. (A name of its own:
/// a list of section models is also a valid linear list, so one name would be ambiguous.)
func expectKeepsLinearContract<Element: IdentifiableType & Equatable>(
    _ changeset: StagedChangeset<[Element]>, from source: [Element], to target: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let findings = StagedChangesetContract.findings(ofLinear: changeset, source: source, target: target)
    #expect(findings.isEmpty, "\(findings)", sourceLocation: sourceLocation)
}
