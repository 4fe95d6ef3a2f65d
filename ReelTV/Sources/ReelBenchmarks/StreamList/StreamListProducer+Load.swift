extension StreamListProducer {
    /// How much a stream's producer cost and whether it kept to its schedule: a producer that
    /// fell behind delivered states late, and the list showing them looks fresher than it was.
    struct Load: Sendable {
        /// The CPU time of making one state (before the stream), its median and its maximum, in
        /// seconds.
        let cpuPerStateP50: Double
        let cpuPerStateMax: Double
        /// The CPU time of the producer's thread over the wall-clock time from the stream's
        /// start to its last delivery, handing the states over: 1 is a whole core.
        let coreShare: Double
        /// States delivered more than one period after they were due.
        let lateStates: Int
        /// How long after it was due the latest state was delivered, in seconds (about 0 when
        /// every state was on time).
        let worstLateness: Double
    }
}
