import ReelStream

/// The two pipelines `reel bench stream` compares, computing the same checksum from the same
/// events: once as a Reel stream, once written directly with Combine's subjects and operators.
///
/// Both share these step functions and operator implementations, so that the only difference
/// measured is the stream around the operators: relays, the input and output wrappers, and the
/// stream object. Combine has no `withLatestFrom`, so both use ReelStream's; on OpenCombine, which
/// has no `combineLatest`, both use ReelStream's stand-in too.
enum StreamBenchmarkPipeline {
    static let initialFactor = 3
    static let initialOffset = 1

    static func scale(_ value: Int) -> Int { value &* 2 }
    static func isKept(_ value: Int) -> Bool { value % 3 != 0 }
    static func combine(_ value: Int, _ other: Int) -> Int { value &* 31 &+ other }

    /// Pushes `events` values through a ``StreamBenchmarkLogic`` stream; returns the checksum of
    /// what came out.
    @MainActor
    static func runReelStream(events: Int) -> Int {
        let stream = ViewStream<StreamBenchmarkLogic>()
        var checksum = 0
        let subscription = stream.output.result.sink { checksum = checksum &* 7 &+ $0 }
        let send = stream.input.value
        for event in 0..<events { send(event) }
        subscription.cancel()
        return checksum
    }

    /// Pushes `events` values through the same pipeline built directly from Combine subjects and
    /// operators; returns the checksum of what came out.
    @MainActor
    static func runHandWritten(events: Int) -> Int {
        let value = PassthroughSubject<Int, Never>()
        let factor = CurrentValueSubject<Int, Never>(initialFactor)
        let offset = CurrentValueSubject<Int, Never>(initialOffset)
        var checksum = 0
        let subscription = value
            .map(scale)
            .filter(isKept)
            .combineLatest(factor, combine)
            .withLatestFrom(offset, combine)
            .sink { checksum = checksum &* 7 &+ $0 }
        for event in 0..<events { value.send(event) }
        subscription.cancel()
        return checksum
    }
}
