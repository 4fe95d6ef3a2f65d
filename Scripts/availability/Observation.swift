// The parts of Observation that Reel's library products use, declared for the availability
// check (Scripts/check-availability.sh) with the availability Apple documents for them. The
// toolchain's own interface of Observation imports Glibc, so it cannot be compiled for Apple
// targets here. Bodies are never run.

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
    apply()
}
