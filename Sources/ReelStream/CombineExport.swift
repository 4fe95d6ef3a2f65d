// Reel is written against Combine's API. Apple platforms ship Combine; elsewhere OpenCombine's shim
// stands in. Re-exporting it means code that imports ReelStream sees `Publisher`, `AnyCancellable`
// and the operators without choosing the module per platform itself.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombineShim
#endif
