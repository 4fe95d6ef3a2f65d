#ifndef CREELPREFETCH_H
#define CREELPREFETCH_H

/// Asks the processor to start loading the cache line at `address` for writing, without
/// waiting for it. Swift has no prefetch intrinsic; this header is inlined into Swift callers.
static inline __attribute__((always_inline)) void reel_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Asks the processor to start loading the cache line at `address` for reading, without
/// waiting for it.
static inline __attribute__((always_inline)) void reel_prefetch_for_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
