#!/usr/bin/env python3
"""Writes the standard-library interfaces of an iPhoneOS SDK older than Swift 6.0 (iOS 17's
carries Swift 5.9's) with the Swift 6.0 API our code and its dependencies use added, as Swift 6.0
declares it for callers, so that type-checking against that SDK reports what UIKit, Foundation,
Combine and Dispatch say rather than the age of its standard library. The SDK is left as it is:
the interfaces go to OUT_DIR, which check-ios-sdk.sh searches before the SDK.

  Swift            map with typed throws on Sequence and Collection, Sequence.count(where:),
                   Optional.take(), and the typed-throws entry points the compiler emits calls
                   to (without them Swift 6.3 crashes lowering `throw` of a typed error)
  _Concurrency     preconditionIsolated, assertIsolated and assumeIsolated from iOS 13: Swift 6.0
                   back-deploys them (@backDeployed before iOS 17), iOS 17's SDK says iOS 17;
                   the #isolation macro (a caller's actor as an argument), which the compiler
                   expands itself, from iOS 13 as Swift 6.0 declares it
  Synchronization  Mutex, with the iOS 18 availability Apple's SDKs give it: iOS 17's SDK has no
                   such module, so without it an import is "no such module" instead of the
                   availability error a current SDK reports for an older deployment target

Usage: backfill-stdlib.py SDK OUT_DIR   (exits 3 when the SDK's standard library needs none of it)
"""
import os
import re
import sys

INTERFACE = "arm64-apple-ios.swiftinterface"

SEQUENCE_EXTRAS = """
extension Swift.Sequence {
  @_alwaysEmitIntoClient public func count<E>(where predicate: (Self.Element) throws(E) -> Swift.Bool) throws(E) -> Swift.Int where E : Swift.Error {
    var matches = 0
    for element in self where try predicate(element) {
      matches += 1
    }
    return matches
  }
}
extension Swift.Optional {
  @_alwaysEmitIntoClient public mutating func take() -> Swift.Optional<Wrapped> {
    let taken = self
    self = nil
    return taken
  }
}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *)
@_silgen_name("swift_willThrowTypedImpl")
@usableFromInline
internal func _willThrowTypedImpl<E>(_ error: E) where E : Swift.Error
@_silgen_name("swift_willThrowTyped")
@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {
  if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *) {
    _willThrowTypedImpl(error)
  }
}
@_alwaysEmitIntoClient @inlinable public func _unexpectedErrorTyped<E>(_ error: __owned E, filenameStart: Builtin.RawPointer, filenameLength: Builtin.Word, filenameIsASCII: Builtin.Int1, line: Builtin.Word) where E : Swift.Error {
  _unexpectedError(error, filenameStart: filenameStart, filenameLength: filenameLength, filenameIsASCII: filenameIsASCII, line: line)
}
@_alwaysEmitIntoClient public func _errorInMainTyped<Failure>(_ error: Failure) -> Swift.Never where Failure : Swift.Error {
  fatalError("Error raised at top level: \\(String(reflecting: error))")
}
"""

UNTYPED_MAP = "@inlinable public func map<T>(_ transform: (Self.Element) throws -> T) rethrows -> [T] {"
TYPED_MAP = ("@inlinable @_alwaysEmitIntoClient public func map<T, E>(_ transform: (Self.Element) throws(E) -> T) "
             "throws(E) -> [T] where E : Swift.Error {")

SYNCHRONIZATION = """// swift-interface-format-version: 1.0
// swift-module-flags: -target arm64-apple-ios13.0 -enable-library-evolution -swift-version 5 -module-name Synchronization
import Swift
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
public struct Mutex<Value> : ~Swift.Copyable where Value : ~Swift.Copyable {
  public init(_ initialValue: consuming sending Value)
}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Synchronization.Mutex : @unchecked Swift.Sendable where Value : ~Swift.Copyable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Synchronization.Mutex where Value : ~Swift.Copyable {
  borrowing public func withLock<Result, E>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result where E : Swift.Error, Result : ~Swift.Copyable
  // Result is Copyable here, not ~Copyable as in Swift 6.0: Swift 5.9's Optional cannot hold a noncopyable value.
  borrowing public func withLockIfAvailable<Result, E>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result? where E : Swift.Error
}
"""

IOS17_AVAILABILITY = re.compile(r"^(\s*)@available\(macOS 14\.0, iOS 17\.0, watchOS 10\.0, tvOS 17\.0, \*\)$")
IOS13_AVAILABILITY = r"\1@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)"
ISOLATION_CHECK = re.compile(r"\bfunc (preconditionIsolated|assertIsolated|assumeIsolated)\b")
ISOLATION_MACRO = """
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@freestanding(expression) public macro isolation<T>() -> T = Builtin.IsolationMacro
"""


def fail(message):
    sys.exit(f"backfill-stdlib: {message}")


def swift_module(text):
    found = text.count(UNTYPED_MAP)
    if found != 2:
        fail(f"expected Sequence.map and Collection.map with rethrows, found {found} of them")
    return text.replace(UNTYPED_MAP, TYPED_MAP) + SEQUENCE_EXTRAS


def concurrency_module(text):
    """Moves the availability of each isolation check, and of the extension holding it, to iOS 13."""
    lines = text.split("\n")
    moved = 0

    def move(index):
        nonlocal moved
        if IOS17_AVAILABILITY.match(lines[index]):
            lines[index] = IOS17_AVAILABILITY.sub(IOS13_AVAILABILITY, lines[index])
            moved += 1

    for index, line in enumerate(lines):
        if not ISOLATION_CHECK.search(line):
            continue
        # Walk up through the function's attributes to its extension, stopping at another member.
        above = index - 1
        while above >= 0:
            if lines[above].startswith("extension "):
                if above > 0:
                    move(above - 1)
                break
            if " func " in lines[above] or lines[above].startswith("}"):
                break
            move(above)
            above -= 1
    if moved == 0:
        fail("found no isolation checks available from iOS 17 in _Concurrency")
    text = "\n".join(lines)
    return text if "macro isolation" in text else text + ISOLATION_MACRO


def main():
    if len(sys.argv) != 3:
        fail("usage: backfill-stdlib.py SDK OUT_DIR")
    sdk, out = sys.argv[1:]

    def interface(module):
        return os.path.join(sdk, "usr/lib/swift", f"{module}.swiftmodule", INTERFACE)

    def write(module, text):
        folder = os.path.join(out, f"{module}.swiftmodule")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, INTERFACE), "w", encoding="utf-8") as file:
            file.write(text)

    swift = open(interface("Swift"), encoding="utf-8").read()
    if "func count<E>(where" in swift:
        print("backfill-stdlib: the SDK's standard library is Swift 6.0 or later; nothing to add")
        sys.exit(3)
    write("Swift", swift_module(swift))
    write("_Concurrency", concurrency_module(open(interface("_Concurrency"), encoding="utf-8").read()))
    if not os.path.exists(interface("Synchronization")):
        write("Synchronization", SYNCHRONIZATION)


main()
