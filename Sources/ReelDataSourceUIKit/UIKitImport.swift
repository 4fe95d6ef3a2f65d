// The adapters compile against UIKit on Apple platforms, and on Linux against a stand-in with
// UIKit's declarations and behaviour, so that every build type-checks them and the tests run them.
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(UIKitStandIn)
@_exported import UIKitStandIn
#endif
