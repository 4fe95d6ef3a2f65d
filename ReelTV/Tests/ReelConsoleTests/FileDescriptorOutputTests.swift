import Foundation
import ReelConsole
import Testing

/// Output the system refuses is kept and told, not dropped silently.
@Suite struct FileDescriptorOutputTests {
    @Test("a write to /dev/full fails with the system's reason, and nothing more is written after it")
    func fullDevice() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var output = FileDescriptorOutput(fileDescriptor: descriptor, name: "the test's file")
        #expect(throws: Never.self) { try output.checkWritten() }
        output.write("snapshot\n")
        let failure = OutputWriteError(destination: "the test's file", reason: "No space left on device")
        #expect(output.failure == failure)
        #expect(failure.description == "cannot write to the test's file: No space left on device")
        output.write("more\n")
        #expect(throws: failure) { try output.checkWritten() }
    }

    @Test("a write that succeeds leaves no failure")
    func successfulWrite() throws {
        let descriptor = open("/dev/null", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var output = FileDescriptorOutput(fileDescriptor: descriptor, name: "/dev/null")
        print("a line", to: &output)
        #expect(output.failure == nil)
    }
}
