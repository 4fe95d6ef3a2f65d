import ReelDataSource
import ReelStream

/// The screens' effect tracker hears of their data sources' diffs run off the main actor too,
/// so a script's `wait` waits for a list still diffing as for a request under way.
extension EffectTracker: @retroactive OffMainActorDiffTracker {}
