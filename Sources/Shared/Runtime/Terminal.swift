import Dispatch
import Glibc

/// The few POSIX terminal and process facts the live environment needs.
enum Terminal {
    /// The width of the terminal on `descriptor`, or nil when it is not a terminal.
    static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func homeDirectory(variables: [String: String]) -> String {
        if let home = variables["HOME"], home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return String(cString: directory) }
        return "/"
    }

    /// Prompts on the terminal and reads one line from it with echo off; nil without a terminal or at the
    /// end of input.
    @Sendable static func readSecretLine(prompt: String) -> String? {
        readTerminalLine(prompt: prompt, echo: false)
    }

    /// Prompts on the terminal and reads one line from it as typed; nil without a terminal or at the end of
    /// input.
    @Sendable static func readLine(prompt: String) -> String? {
        readTerminalLine(prompt: prompt, echo: true)
    }

    /// Through `/dev/tty`, not stdin and stderr: the prompt reaches the person even when the output is
    /// piped, and the answer never lands in a redirected stream.
    private static func readTerminalLine(prompt: String, echo: Bool) -> String? {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        // Echo goes off before the prompt shows: what is typed once the prompt is on the screen is kept,
        // and only what was typed before it is flushed. Echo comes back without a flush, so an answer typed
        // ahead (a second factor's code after the password) is kept for the next question.
        if !echo {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(fd, TCSAFLUSH, &quiet)
        }
        _ = prompt.withCString { write(fd, $0, strlen($0)) }
        defer {
            if !echo {
                tcsetattr(fd, TCSANOW, &saved)
                _ = write(fd, "\n", 1)
            }
        }
        let line = readLine(from: fd)
        // Ctrl-D echoes nothing: without a line break the shell's prompt (or what the tool says next) would
        // start behind this prompt's text (docs/output.md: end of input at a prompt).
        if line == nil, echo { _ = write(fd, "\n", 1) }
        return line
    }

    /// One line from `fd` without its LF. Nil at end of input with nothing typed (Ctrl-D at the start of
    /// a line, a terminal hung up): a prompt ends there, it does not ask again. What was typed before a
    /// Ctrl-D in mid-line is the line.
    static func readLine(from fd: Int32) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { break }
                line.append(byte)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                if line.isEmpty { return nil }
                break
            }
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Runs `handler` on the first SIGINT, then restores the default action so a second one ends the
    /// process at once. The signal source lives as long as the process, which is what it guards.
    @Sendable static func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        // A queue of its own (which libdispatch gives a thread of its own): on the shared global queue the
        // handler could wait behind threads blocked in a read, and then even a second Ctrl-C was ignored.
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "toolkit.sigint"))
        source.setEventHandler {
            signal(SIGINT, SIG_DFL)
            handler()
        }
        // The source listens only once libdispatch has registered it, on its own queue; until then a SIGINT
        // meets SIG_IGN and is lost. Waiting here means no work starts (and prints) before Ctrl-C is heard.
        let armed = DispatchSemaphore(value: 0)
        source.setRegistrationHandler { armed.signal() }
        source.resume()
        // Bounded: a libdispatch that never reports registration must not hang the command.
        _ = armed.wait(timeout: .now() + .seconds(2))
        _ = Unmanaged.passRetained(source as AnyObject)
    }
}
