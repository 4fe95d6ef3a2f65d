extension BatchUpdate {
    /// Checks the batch against UIKit's rules, given how many items each section holds before
    /// and after it; throws the first rule broken.
    ///
    /// This is what a collection view checks before it animates; the module overview (``ReelDiff``)
    /// lists the rules.
    public func validate(sectionCountsBefore: [Int], sectionCountsAfter: [Int]) throws(BatchUpdateViolation) {
        _ = try BatchUpdateMapping(update: self, sectionCountsBefore: sectionCountsBefore, sectionCountsAfter: sectionCountsAfter)
    }
}
