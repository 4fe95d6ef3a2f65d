#if canImport(Glibc)
    // Glibc's module leaves out malloc.h, which declares mallinfo2(); the CoreFoundation module
    // of swift-corelibs-foundation includes it on Linux.
    import CoreFoundation
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes the process's heap has handed out and not taken back, from the allocator's own
/// count: what a run's data holds, unlike the resident set, which keeps pages the allocator
/// has freed but not returned.
enum LiveHeap {
    /// The bytes in use now, on every thread: glibc's `mallinfo2()` (`uordblks`, the bytes in
    /// use in its arenas, plus `hblkhd`, the large blocks it mapped on their own), or on Apple
    /// platforms every malloc zone's `size_in_use`. (glibc counts the small blocks its
    /// per-thread caches keep for reuse as in use, so only changes above a few kilobytes tell.)
    ///
    /// Throws, naming `what` the reading was for, when the allocator reports nothing in use, as
    /// glibc does when another allocator replaced its malloc: a process that has started has
    /// always allocated something.
    static func bytesInUse(measuring what: String) throws(Unmeasured) -> Int {
        #if canImport(Glibc)
            let info = mallinfo2()
            let bytes = Int(info.uordblks) + Int(info.hblkhd)
            let source = "glibc's mallinfo2()"
        #elseif canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            let bytes = Int(statistics.size_in_use)
            let source = "malloc_zone_statistics()"
        #else
            let bytes = 0
            let source = "this platform, which has no known way to read its heap,"
        #endif
        guard bytes > 0 else { throw Unmeasured(what, because: "\(source) reports no bytes in use") }
        return bytes
    }

    /// A memory figure the live heap could not tell: it could not be read, or it changed in a
    /// way the figure cannot come from.
    struct Unmeasured: Error, CustomStringConvertible {
        /// What was being measured, such as "the peak memory of reel at 1000 items".
        let measured: String
        let reason: String

        init(_ measured: String, because reason: String) {
            self.measured = measured
            self.reason = reason
        }

        var description: String { "cannot measure \(measured): \(reason)" }
    }
}
