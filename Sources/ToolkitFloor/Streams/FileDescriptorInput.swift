import Glibc

/// Input from a file descriptor (stdin, or a file opened by the command).
public struct FileDescriptorInput: InputSource {
    public let descriptor: Int32
    public let name: String

    public init(descriptor: Int32, name: String = "standard input") {
        self.descriptor = descriptor
        self.name = name
    }

    /// Waits for input in slices of `pollInterval` milliseconds, so that a read from a pipe or a terminal
    /// that sends nothing more cannot outlive the task that wanted it: once the task is cancelled (Ctrl-C
    /// in a batch), the read fails with `FileSystemError.interrupted`.
    public func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        try waitUntilReadable()
        while true {
            // Read straight into the array's uninitialised storage: no zeroing and no second copy (a
            // resumed batch reads its input and its output file whole). Sound because exactly the `count`
            // bytes read(2) wrote are declared initialised, and none on an error.
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: max(1, maxCount)) { buffer, initialized in
                let count = Glibc.read(descriptor, buffer.baseAddress, maxCount)
                initialized = max(0, count)
                if count < 0 { failure = errno }
            }
            if failure == 0 { return chunk }
            if failure != EINTR { throw LocalFileSystem.error(failure, name) }
        }
    }

    public func hasInputNow() -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0  // readable, at its end or in error; a failed poll lets the read decide
    }

    static let pollInterval: Int32 = 100

    private func waitUntilReadable() throws(FileSystemError) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, Self.pollInterval)
            if ready > 0 { return }  // readable, at its end, or in error: the read says which
            if ready < 0, errno != EINTR { return }
            if Task.isCancelled { throw .interrupted(name) }
        }
    }
}

/// A file opened for reading, closed when the last reference goes away.
final class OpenFileInput: InputSource {
    private let input: FileDescriptorInput

    init(descriptor: Int32, name: String) {
        input = FileDescriptorInput(descriptor: descriptor, name: name)
    }

    deinit {
        close(input.descriptor)
    }

    func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        try input.read(upTo: maxCount)
    }

    func hasInputNow() -> Bool { input.hasInputNow() }
}
