import Glibc

/// Descriptors 0, 1 and 2 as the caller left them. One the caller closed (`>&-`, a daemon's parent) is
/// opened again on `/dev/null` before anything else, so no file the tool opens later (a session, a cache
/// entry's temporary file, a lock) can become its standard output and receive its results. A closed
/// stdout still fails at the first result written: its sink writes to no descriptor (EBADF, exit 74).
struct StandardDescriptors {
    var stdoutWasClosed = false
    var stderrWasClosed = false

    /// Checks 0–2 in order and fills each gap with `/dev/null`. Called first thing in the process.
    static func holdOpen() -> StandardDescriptors {
        var closed = StandardDescriptors()
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            // The lowest free number is this one, as 0…descriptor-1 are open; dup2 if it was not.
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            // A closed stdin needs nothing more: /dev/null reads as an empty input.
            if descriptor == STDOUT_FILENO { closed.stdoutWasClosed = true }
            if descriptor == STDERR_FILENO { closed.stderrWasClosed = true }
        }
        return closed
    }

    /// The descriptor stdout's results go to: 1, or none (-1) when the caller closed it.
    var stdout: Int32 { stdoutWasClosed ? -1 : STDOUT_FILENO }
    /// Where error messages go: 2, or none when the caller closed it (nothing to tell, exit code only).
    var stderr: Int32 { stderrWasClosed ? -1 : STDERR_FILENO }
}
