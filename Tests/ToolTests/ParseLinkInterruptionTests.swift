import Synchronization
import Testing
@testable import tracewise

/// Ctrl-C in parse-link: a flag while parsing; the handler ends the process itself while input is awaited.
struct ParseLinkInterruptionTests {
    final class Ending: Sendable {
        let closing = Mutex<[[UInt8]]>([])
        var calls: [[UInt8]] { closing.withLock { $0 } }
    }

    func make() -> (ParseLinkInterruption, Ending) {
        let ending = Ending()
        return (ParseLinkInterruption { bytes in ending.closing.withLock { $0.append(bytes) } }, ending)
    }

    @Test func whileParsingItOnlyRaisesTheFlag() {
        let (interruption, ending) = make()
        #expect(!interruption.isInterrupted)
        interruption.interrupt()
        #expect(interruption.isInterrupted)
        #expect(ending.calls.isEmpty)
        #expect(!interruption.willWait(closingBytes: Array("]\n".utf8)), "no read after the signal")
        #expect(ending.calls.isEmpty)
    }

    @Test func whileWaitingTheHandlerClosesTheOutputAndEnds() {
        let (interruption, ending) = make()
        #expect(interruption.willWait(closingBytes: Array("]\n".utf8)))
        interruption.interrupt()
        #expect(ending.calls == [Array("]\n".utf8)])
        #expect(interruption.isInterrupted)
    }

    @Test func aReadThatReturnsBeforeAnySignalCarriesOn() {
        let (interruption, ending) = make()
        #expect(interruption.willWait(closingBytes: []))
        interruption.didWait()
        #expect(interruption.willWait(closingBytes: Array("[]\n".utf8)))
        interruption.didWait()
        #expect(!interruption.isInterrupted)
        interruption.interrupt()
        #expect(ending.calls.isEmpty)
        #expect(interruption.isInterrupted)
    }

    @Test func theClosingBytesAreTheLatestOnes() {
        let (interruption, ending) = make()
        #expect(interruption.willWait(closingBytes: Array("[]\n".utf8)))
        interruption.didWait()
        #expect(interruption.willWait(closingBytes: Array("]\n".utf8)))
        interruption.interrupt()
        #expect(ending.calls == [Array("]\n".utf8)], "the array had records by the second wait")
    }
}
