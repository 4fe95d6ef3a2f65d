import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension SectionedDataSource {
    /// Shows the sections `sections` declares from `@Observable` state, and shows them again
    /// whenever anything it read changes.
    ///
    /// ```swift
    /// dataSource.applyObserving { [model] in
    ///     [Season(model: "Episodes", items: model.episodes)]
    /// }
    /// ```
    ///
    /// `sections` runs now, and again on a later main-actor turn after a change to anything it
    /// read (Observation's `withObservationTracking`), so many changes made in one turn are
    /// applied once, as their combined state. Each result is applied as
    /// ``apply(_:animated:completion:)`` applies it, serialised and coalesced.
    ///
    /// Observing stops when the data source goes away, or when `applyObserving` is called again
    /// (the new `sections` replaces the old). The data source holds `sections`, and with it
    /// what `sections` captures, until then; what it observes does not hold the data source, so
    /// releasing the data source releases the state it observed, whether or not it changes.
    public func applyObserving(animated: Bool = true, _ sections: @escaping @MainActor () -> [Section]) {
        observationGeneration += 1
        observedSections = sections
        applyObserved(generation: observationGeneration, animated: animated)
    }

    /// Applies what the observed declaration declares now, and observes what it read for the
    /// next change.
    private func applyObserved(generation: Int, animated: Bool) {
        guard let sections = observedSections else { return }
        // The state read holds the change handler until it changes: the handler holds the data
        // source weakly, and not the declaration, so that it keeps neither alive.
        let declared = withObservationTracking {
            sections()
        } onChange: { [weak self] in
            // Called as the first change is made, on the thread that makes it: apply on a later
            // main-actor turn, when this turn's changes are all made.
            Task { @MainActor in
                guard let self, self.observationGeneration == generation else { return }
                self.applyObserved(generation: generation, animated: animated)
            }
        }
        apply(declared, animated: animated)
    }
}
