#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process's soft limits on its resources, as `ulimit` shows and sets them: what commands
/// name when a limit, not a fault, is why they cannot go on.
package enum ProcessLimit {
    /// How many file descriptors the process may have open at once (`ulimit -n`); `nil` when the
    /// system does not say.
    package static var openFiles: rlim_t? { soft { getrlimit(resourceOpenFiles, &$0) } }

    /// The largest file the process may write, in bytes (`ulimit -f`); `nil` when the system
    /// does not say. ``unlimited`` when there is no limit.
    package static var fileSize: rlim_t? { soft { getrlimit(resourceFileSize, &$0) } }

    #if canImport(Glibc)
        /// A limit that limits nothing: `RLIM_INFINITY`, which Swift does not import from
        /// Glibc's macro.
        package static let unlimited = rlim_t.max
    #else
        /// A limit that limits nothing: `RLIM_INFINITY`, which Swift does not import from
        /// Darwin's macro (`(((__uint64_t)1 << 63) - 1)` in <sys/resource.h>).
        package static let unlimited = rlim_t(Int64.max)
    #endif

    /// The soft limit `get` reads (`getrlimit` of a resource), or `nil` when it fails.
    private static func soft(_ get: (inout rlimit) -> Int32) -> rlim_t? {
        var limit = rlimit()
        return get(&limit) == 0 ? limit.rlim_cur : nil
    }

    #if canImport(Glibc)
        private static let resourceOpenFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        private static let resourceFileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
        private static let resourceOpenFiles = RLIMIT_NOFILE
        private static let resourceFileSize = RLIMIT_FSIZE
    #endif
}
