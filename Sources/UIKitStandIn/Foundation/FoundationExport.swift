// UIKit re-exports Foundation: a file that imports UIKit has `CGRect`, `NSCoder` and `IndexPath`
// without importing Foundation. The stand-in does the same, so that such a file builds on Linux.
@_exported import Foundation
