import ReelDiff

// The checker's verdicts as optional values, for tests that expect a violation as often as
// not. (Written as plain functions: Swift 6.3.1 crashes compiling closures with typed throws
// inside `#require`.)

extension BatchUpdate {
    /// The first rule the batch breaks for these section counts, or `nil` if it is valid.
    func violation(sectionCountsBefore before: [Int], sectionCountsAfter after: [Int]) -> BatchUpdateViolation? {
        do throws(BatchUpdateViolation) {
            try validate(sectionCountsBefore: before, sectionCountsAfter: after)
            return nil
        } catch {
            return error
        }
    }
}

extension Changeset {
    /// The first problem ``validate(fromSections:)`` finds, or `nil` if the stage is valid.
    func violation<Section: AnimatableSectionModelType>(fromSections before: [Section]) -> BatchUpdateViolation?
    where Data == [Section] {
        do throws(BatchUpdateViolation) {
            try validate(fromSections: before)
            return nil
        } catch {
            return error
        }
    }

    /// The first problem ``validate(fromItems:)`` finds, or `nil` if the stage is valid.
    func violation<Element: IdentifiableType & Equatable>(fromItems before: [Element]) -> BatchUpdateViolation?
    where Data == [Element] {
        do throws(BatchUpdateViolation) {
            try validate(fromItems: before)
            return nil
        } catch {
            return error
        }
    }
}
