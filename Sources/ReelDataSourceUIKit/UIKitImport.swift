// The adapters compile against UIKit on Apple platforms, and against a stand-in with UIKit's
// signatures on Linux, so that they are type-checked by every build.
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(UIKitStandIn)
@_exported import UIKitStandIn
#endif
