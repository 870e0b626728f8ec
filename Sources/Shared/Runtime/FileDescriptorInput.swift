import Glibc

/// Input from a file descriptor (stdin, or a file opened by the command).
public struct FileDescriptorInput: InputSource {
    public let descriptor: Int32
    public let name: String

    public init(descriptor: Int32, name: String = "standard input") {
        self.descriptor = descriptor
        self.name = name
    }

    public func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: maxCount)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, maxCount) }
            if count >= 0 { return Array(chunk.prefix(count)) }
            if errno != EINTR { throw LocalFileSystem.error(errno, name) }
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
}
