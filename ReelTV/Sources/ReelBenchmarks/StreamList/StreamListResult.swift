import Foundation

/// What one implementation did with one size's stream in `reel bench stream-list`.
package struct StreamListResult: Encodable, Sendable {
    let size: Int
    let implementation: StreamListImplementation
    /// States delivered.
    let states: Int
    /// The frame budget: one period of the stream (1/rate), in seconds. A screen refreshing as
    /// often as the states come misses a frame whenever the main actor is blocked longer.
    let frameBudget: Double
    /// The main actor's longest, 99th-percentile and median block on the wall clock, in seconds.
    let mainLongest: Double
    let mainP99: Double
    let mainP50: Double
    /// The same in the main thread's CPU time: the work alone, without the time other threads
    /// and processes held the processor during a block.
    let cpuLongest: Double
    let cpuP99: Double
    let cpuP50: Double
    /// Blocks longer than the frame budget on the wall clock: each one a frame the screen missed.
    let framesOverBudget: Int
    /// Blocks whose CPU time alone is longer than the frame budget.
    let framesOverBudgetCPU: Int
    /// Batch updates performed.
    let batches: Int
    /// Batch updates started while an earlier one was still animating.
    let overlappingBatches: Int
    /// States that never were on screen on their own: for Reel, states replaced while waiting;
    /// for the baselines, states applied (every one is) but replaced before a layout pass.
    let coalesced: Int
    /// The age of the shown state (time since it arrived), sampled every millisecond of the
    /// stream: its 99th percentile and its maximum, in seconds.
    let shownAgeP99: Double
    let shownAgeMax: Double
    /// When the shown state was oldest, in seconds after the stream's start: an early worst age
    /// points at the start (the first diffs, in fresh memory, and the updates after them, which
    /// span more states), a late one at a stall.
    let shownAgeMaxTime: Double
    /// Whether the list ended showing the stream's last state.
    let finalStateShown: Bool
    /// ``StreamListStates/digest(_:)`` of the stream's last state, once it was made: the same
    /// for every run of the same size, seed and number of states.
    let lastStateDigest: String?
    /// ``StreamListStates/shape(of:)`` of the stream's last state, once it was made.
    let lastStateShape: StreamListStates.Shape?
    /// What the stream's producer cost in this run, and whether it delivered on time: the shown
    /// state's age counts from when a state was due, so a late state adds the producer's delay
    /// to the list's.
    let producer: StreamListProducer.Load
    /// The size's diff alone and the memory of one state and one changeset, the same for
    /// every implementation of the size.
    let diffAlone: StreamListDiffAlone
    /// The most the process's live heap held during the stream above what it held just before,
    /// in bytes (``LiveHeapPeak``). Every thread's allocations count: the implementation's
    /// copies of states, its changesets, its diffs' working memory and the collection view's
    /// bookkeeping. The stream's own states are made before it and kept to its end, so holding
    /// them costs no implementation anything.
    let peakMemoryBytes: Int
    /// For Reel's data source, when reload was measured at the same size: what its peak memory
    /// may be, reload's peak plus two states (the one being diffed against and the one
    /// waiting) and one update's changeset, in bytes. See ``memoryAllowance(reload:)``.
    var memoryAllowanceBytes: Int?

    /// The shown state's age at p99 over the diff alone: how many diffs' time the list lags.
    var shownAgeOverDiff: Double { shownAgeP99 / diffAlone.seconds }

    /// The peak memory Reel's data source may reach at `reload`'s size: reload holds only the
    /// state it shows, and diffing may add the state it diffs from, the state waiting behind
    /// it and the changeset between them, which spans the states that arrived during the
    /// update before.
    static func memoryAllowance(reload: StreamListResult) -> Int {
        reload.peakMemoryBytes + 2 * reload.diffAlone.stateBytes + reload.diffAlone.updateChangesetBytes
    }

    enum CodingKeys: String, CodingKey {
        case size, implementation, states, batches, coalesced
        case frameBudget = "frame_budget_ms"
        case mainLongest = "main_longest_ms"
        case mainP99 = "main_p99_ms"
        case mainP50 = "main_p50_ms"
        case framesOverBudget = "frames_over_budget"
        case cpuLongest = "main_cpu_longest_ms"
        case cpuP99 = "main_cpu_p99_ms"
        case cpuP50 = "main_cpu_p50_ms"
        case framesOverBudgetCPU = "frames_over_budget_cpu"
        case overlappingBatches = "overlapping_batches"
        case shownAgeP99 = "shown_age_p99_ms"
        case shownAgeMax = "shown_age_max_ms"
        case shownAgeMaxTime = "shown_age_max_at_ms"
        case finalStateShown = "final_state_shown"
        case lastStateDigest = "last_state_digest"
        case lastStateItems = "last_state_items"
        case lastStateRepeats = "last_state_repeats"
        case producerCPUPerStateP50 = "producer_cpu_per_state_p50_ms"
        case producerCPUPerStateMax = "producer_cpu_per_state_max_ms"
        case producerCoreShare = "producer_core_share"
        case producerLateStates = "producer_late_states"
        case producerWorstLateness = "producer_worst_lateness_ms"
        case diffAlone = "diff_alone_ms"
        case spanningDiff = "spanning_diff_ms"
        case spanningStates = "spanning_diff_states"
        case spanningChangesetMemory = "spanning_changeset_memory_mb"
        case shownAgeOverDiff = "shown_age_p99_over_diff"
        case stateMemory = "state_memory_mb"
        case changesetMemory = "changeset_memory_mb"
        case peakMemory = "peak_memory_mb"
        case memoryAllowance = "memory_allowance_mb"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(implementation.rawValue, forKey: .implementation)
        try container.encode(states, forKey: .states)
        try container.encode(frameBudget * 1e3, forKey: .frameBudget)
        try container.encode(mainLongest * 1e3, forKey: .mainLongest)
        try container.encode(mainP99 * 1e3, forKey: .mainP99)
        try container.encode(mainP50 * 1e3, forKey: .mainP50)
        try container.encode(framesOverBudget, forKey: .framesOverBudget)
        try container.encode(cpuLongest * 1e3, forKey: .cpuLongest)
        try container.encode(cpuP99 * 1e3, forKey: .cpuP99)
        try container.encode(cpuP50 * 1e3, forKey: .cpuP50)
        try container.encode(framesOverBudgetCPU, forKey: .framesOverBudgetCPU)
        try container.encode(batches, forKey: .batches)
        try container.encode(overlappingBatches, forKey: .overlappingBatches)
        try container.encode(coalesced, forKey: .coalesced)
        try container.encode(shownAgeP99 * 1e3, forKey: .shownAgeP99)
        try container.encode(shownAgeMax * 1e3, forKey: .shownAgeMax)
        try container.encode(shownAgeMaxTime * 1e3, forKey: .shownAgeMaxTime)
        try container.encode(finalStateShown, forKey: .finalStateShown)
        try container.encodeIfPresent(lastStateDigest, forKey: .lastStateDigest)
        try container.encodeIfPresent(lastStateShape?.items, forKey: .lastStateItems)
        try container.encodeIfPresent(lastStateShape?.repeats, forKey: .lastStateRepeats)
        try container.encode(producer.cpuPerStateP50 * 1e3, forKey: .producerCPUPerStateP50)
        try container.encode(producer.cpuPerStateMax * 1e3, forKey: .producerCPUPerStateMax)
        try container.encode(producer.coreShare, forKey: .producerCoreShare)
        try container.encode(producer.lateStates, forKey: .producerLateStates)
        try container.encode(producer.worstLateness * 1e3, forKey: .producerWorstLateness)
        try container.encode(diffAlone.seconds * 1e3, forKey: .diffAlone)
        try container.encodeIfPresent(diffAlone.spanning.map { $0.seconds * 1e3 }, forKey: .spanningDiff)
        try container.encodeIfPresent(diffAlone.spanning?.states, forKey: .spanningStates)
        try container.encodeIfPresent(diffAlone.spanning.map { Double($0.changesetBytes) / 1e6 }, forKey: .spanningChangesetMemory)
        try container.encode(shownAgeOverDiff, forKey: .shownAgeOverDiff)
        try container.encode(Double(diffAlone.stateBytes) / 1e6, forKey: .stateMemory)
        try container.encode(Double(diffAlone.changesetBytes) / 1e6, forKey: .changesetMemory)
        try container.encode(Double(peakMemoryBytes) / 1e6, forKey: .peakMemory)
        try container.encodeIfPresent(memoryAllowanceBytes.map { Double($0) / 1e6 }, forKey: .memoryAllowance)
    }
}
