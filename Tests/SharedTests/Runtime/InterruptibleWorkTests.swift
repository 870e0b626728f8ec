import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// The first SIGINT cancels the work, whenever it comes: the handler is registered before the work starts,
/// so a Ctrl-C pressed as soon as the work shows anything is never lost (it was, between a batch's first
/// output and its handler's registration).
struct InterruptibleWorkTests {
    /// An environment whose interrupt handler the test holds, and whose registrations it counts.
    final class Interrupts: Sendable {
        let handlers = Mutex<[@Sendable () -> Void]>([])
        /// A signal that comes while the work is being set up: each handler runs as it is registered.
        let arriveAtRegistration: Bool

        init(arriveAtRegistration: Bool = false) { self.arriveAtRegistration = arriveAtRegistration }

        func environment() -> CommandEnvironment {
            let (io, _, _) = TerminalIO.test()
            var environment = CommandEnvironment(
                arguments: [], variables: [:], io: io, fileSystem: InMemoryFileSystem(),
                currentDirectory: "/work", homeDirectory: "/home/u", now: { .init(timeIntervalSince1970: 0) },
                sleep: { _ in })
            environment.onInterrupt = { handler in
                self.handlers.withLock { $0.append(handler) }
                if self.arriveAtRegistration { handler() }
            }
            return environment
        }

        func interrupt() { handlers.withLock { $0 }.forEach { $0() } }
    }

    @Test func theHandlerIsInPlaceBeforeTheWorkRuns() async throws {
        let interrupts = Interrupts()
        let registeredFirst = Mutex<Bool?>(nil)
        let work = InterruptibleWork(interrupts.environment()) {
            registeredFirst.withLock { $0 = !interrupts.handlers.withLock { $0 }.isEmpty }
        }
        try await work.value
        #expect(registeredFirst.withLock { $0 } == true, "the work ran before the interrupt handler was registered")
    }

    /// A signal that comes while the work is being set up (here: at the registration itself) still
    /// cancels it once it exists.
    @Test func anInterruptBeforeTheTaskExistsCancelsIt() async throws {
        let work = InterruptibleWork(Interrupts(arriveAtRegistration: true).environment()) { () async throws -> Bool in
            try await AsyncSignal.untilCancelled()
            return Task.isCancelled
        }
        await #expect(throws: CancellationError.self) { try await work.value }
        #expect(work.isCancelled)
    }

    @Test func anInterruptWhileItRunsCancelsIt() async throws {
        let interrupts = Interrupts()
        let running = AsyncSignal()
        let work = InterruptibleWork(interrupts.environment()) { () async throws -> Void in
            running.fire()
            try await AsyncSignal.untilCancelled()
        }
        try await running.wait(for: "the work to start")
        interrupts.interrupt()
        await #expect(throws: CancellationError.self) { try await work.value }
    }
}
