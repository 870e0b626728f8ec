import Foundation
import Testing
@testable import Shared

/// `SharedBudget` driven by hand with its own clock: members joining and expiring, the smallest cap
/// winning, slots taken in turn by several members, the concurrency shared out; and `BudgetRecord`
/// keeping it in bytes, refusing every number a budget cannot hold.
struct SharedBudgetTests {
    static let start = 1_800_000_000.0

    static func member(_ id: UInt64, ceiling: Int = 8, cap: Double? = nil) -> SharedBudget.Member {
        SharedBudget.Member(id: id, ceiling: ceiling, cap: cap)
    }

    @Test func membersJoinAndThoseNotSeenForASecondLeave() {
        var budget = SharedBudget()
        let t = Self.start
        #expect(budget.visit(Self.member(1), at: t) == 1)
        #expect(budget.visit(Self.member(2), at: t + 0.1) == 2)
        #expect(budget.visit(Self.member(1), at: t + 0.9) == 2, "seen again, not twice")
        // Member 2 last took a turn at t + 0.1: at t + 1.2 it has been quiet for more than a second.
        #expect(budget.visit(Self.member(1), at: t + 1.2) == 1)
        #expect(budget.visit(Self.member(1), at: t + 5.2) == 1)
        #expect(budget.members.map(\.id) == [1], "forgotten five seconds on")
    }

    @Test func aBudgetNobodyTookATurnFromForFiveSecondsStartsAfresh() throws {
        var budget = SharedBudget()
        let t = Self.start
        budget.visit(Self.member(1), at: t)
        for step in 1...100 { _ = budget.heard(status: 200, after: 0.04, at: t + Double(step) / 100) }
        _ = budget.heard(status: 429, after: 0.001, at: t + 1)
        budget.visit(Self.member(1), at: t + 4)
        #expect(budget.rate.rate != nil, "a pause of three seconds keeps what was learnt")
        budget.visit(Self.member(2), at: t + 9.5)
        #expect(budget.rate.rate == nil && budget.rate.concurrency == 2 && budget.rate.throttles == 0)
    }

    @Test func theSmallestCapAmongTheMembersWinsAndLeavesWithIt() {
        var budget = SharedBudget()
        let t = Self.start
        budget.visit(Self.member(1, cap: 40), at: t)
        budget.visit(Self.member(2, cap: 10), at: t)
        budget.visit(Self.member(3), at: t)
        #expect(budget.rate.cap == 10)
        #expect(abs(budget.rate.spacing - 0.1) < 1e-9)
        budget.visit(Self.member(1, cap: 40), at: t + 1.5)
        #expect(budget.rate.cap == 40, "member 2 is gone, and its cap with it")
    }

    /// Four members taking turns at 40/s between them: their starts are 25 ms apart whoever takes them, as
    /// one process's would be.
    @Test func membersTakeSlotsInTurnAtTheSharedRate() {
        var budget = SharedBudget()
        let t = Self.start
        for id in 1...4 { budget.visit(Self.member(UInt64(id), cap: 40), at: t) }
        var starts: [Double] = []
        for turn in 0..<12 {
            budget.visit(Self.member(UInt64(turn % 4 + 1), cap: 40), at: t)
            starts.append(t + budget.take(at: t))
        }
        let gaps = zip(starts, starts.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - 0.025) < 1e-6 }, "\(gaps)")
    }

    @Test func aSlotFurtherAheadThanTheMembersCouldHaveTakenIsForgotten() {
        var budget = SharedBudget()
        let t = Self.start
        budget.visit(Self.member(1, cap: 10), at: t)
        budget.slots.next = Date(timeIntervalSince1970: t + 3_600)
        #expect(budget.take(at: t) == 0, "a clock stepped back, or a file that lies, costs no wait")
        #expect(abs(budget.take(at: t) - 0.1) < 1e-6)
    }

    @Test func aThrottleHeardByOneMemberSlowsThemAll() throws {
        var budget = Self.twoMembersAnsweredForASecond()
        let t = Self.start
        #expect(budget.rate.rate == nil)
        let change = budget.heard(status: 429, after: 0.001, at: t + 1)
        #expect(change != nil)
        let rate = try #require(budget.rate.rate)
        #expect(abs(budget.take(at: t + 1) - 0) < 1e-9)
        #expect(abs(budget.take(at: t + 1) - 1 / rate) < 1e-6, "every member now waits its slot")
    }

    /// Eight processes on a busy machine hear 429s late: one to a request sent before the last cut says
    /// nothing about the rate since, however late it comes, and cuts nothing.
    @Test func aThrottleToARequestSentBeforeTheLastCutCutsNothing() throws {
        var budget = Self.twoMembersAnsweredForASecond()
        let t = Self.start
        #expect(budget.heard(status: 429, after: 0.001, at: t + 1) != nil)
        let cut = try #require(budget.rate.rate)
        #expect(budget.heard(status: 429, after: 0.2, at: t + 1.15) == nil, "sent at t + 0.95, before the cut")
        #expect(budget.rate.rate == cut && budget.rate.throttles == 2)
        #expect(budget.heard(status: 429, after: 0.01, at: t + 1.15) != nil, "sent after it: cut again")
    }

    /// Each member holds a start booked before a cut, spaced at the rate before it, and sends it after the
    /// cut: its 429 says nothing about the cut rate, and cuts nothing (eight shards cut twice in a row).
    @Test func aThrottleToAStartBookedBeforeTheCutCutsNothing() throws {
        var budget = Self.twoMembersAnsweredForASecond()
        let t = Self.start
        for _ in 0..<40 { _ = budget.take(at: t + 1) }
        let booked = try #require(budget.slots.next).timeIntervalSince1970
        #expect(booked > t + 1.09, "40 starts booked ahead: \(booked - t)")
        #expect(budget.heard(status: 429, after: 0.001, at: t + 1) != nil)
        let cut = try #require(budget.rate.rate)
        #expect(budget.heard(status: 429, after: 0.001, at: t + 1.08) == nil, "sent at t + 1.079, booked before the cut")
        #expect(budget.rate.rate == cut)
        #expect(budget.heard(status: 429, after: 0.001, at: booked + 0.01) != nil, "booked after it: cut again")
    }

    @Test func aProcessAloneInSlowStartStartsAtOnceAndSeveralSpaceTheirStarts() {
        var budget = SharedBudget()
        let t = Self.start
        budget.visit(Self.member(1), at: t)
        #expect(budget.take(at: t) == 0 && budget.take(at: t) == 0, "alone: as before the budget was shared")
        budget.visit(Self.member(2), at: t)
        // Two in flight a round trip of 50 ms (the first guess): 25 ms apart.
        #expect(budget.take(at: t) == 0)
        #expect(abs(budget.take(at: t) - 0.025) < 1e-6)
    }

    @Test func theConcurrencyIsSharedInProportionToEachCeiling() {
        var budget = SharedBudget()
        let t = Self.start
        let small = Self.member(1, ceiling: 8), large = Self.member(2, ceiling: 24)
        budget.visit(small, at: t)
        budget.visit(large, at: t)
        #expect(budget.rate.ceiling == 32)
        #expect(budget.concurrency(for: small) == 1 && budget.concurrency(for: large) == 2, "slow start's two, shared")
        _ = budget.heard(status: 429, after: 0.001, at: t + 0.5)
        #expect(budget.concurrency(for: small) == 8 && budget.concurrency(for: large) == 24, "paced: each its ceiling")
    }

    @Test func aRecordReadsBackAsTheBudgetItWas() throws {
        var budget = SharedBudget()
        let t = Self.start
        budget.visit(Self.member(0xDEAD_BEEF, cap: 12.5), at: t)
        budget.visit(Self.member(UInt64.max, ceiling: 64), at: t)
        for step in 1...60 { _ = budget.heard(status: 200, after: 0.04, at: t + Double(step) / 100) }
        _ = budget.heard(status: 429, after: 0.001, at: t + 0.7)
        _ = budget.take(at: t + 0.7)
        var read = try #require(BudgetRecord.decode(BudgetRecord.encode(budget), now: t + 0.7))
        // A date so far from 2001 keeps its seconds to a few tenths of a microsecond.
        let next = (read.slots.next?.timeIntervalSince1970 ?? 0) - (budget.slots.next?.timeIntervalSince1970 ?? 1)
        #expect(abs(next) < 1e-6)
        read.slots = budget.slots
        #expect(read == budget)
    }

    /// Garbage, a torn write, a file the version before wrote, numbers a budget cannot hold: each reads as no
    /// budget (it starts afresh).
    @Test(arguments: [
        "", "garbage", "rate-budget 1", String(repeating: "9", count: 70_000),
        "next 9223372036854775807", "next nan", "next 1800003600.0", "rate 0 - 0 0 0 0 0 0.05 0 - 0 0 0.7",
        "rate 2 1e300 0 0 0 0 0 0.05 0 - 0 0 0.7", "rate 2 - -1 0 0 0 0 0.05 0 - 0 0 0.7",
        "rate 2 - 0 0 0 0 0 0 0 - 0 0 0.7", "rate 2 - 0 0 0 0 0 0.05 0 - 0 1800003600.0 0.7",
        "rate 2 - 0 0 0 0 0 0.05 0 - 0 0 nan", "rate 2 - 0 0 0 0 0 0.05 0 - 0 0 1",
        "member 1 1800000000.0 65 -", "member zz 1800000000.0 8 -", "member 1 1800000000.0 8 0",
        "member 1 1800000000.0 8 - extra",
    ])
    func aRecordThatCannotBeTrustedIsNoBudget(_ line: String) {
        let t = Self.start
        var budget = SharedBudget()
        budget.visit(Self.member(1), at: t)
        let good = String(decoding: BudgetRecord.encode(budget), as: UTF8.self)
        #expect(BudgetRecord.decode(Array(good.utf8), now: t) != nil)
        var lines = good.split(separator: "\n").map(String.init)
        let name = line.split(separator: " ").first.map(String.init) ?? ""
        if name == "rate-budget" {
            lines[0] = line
        } else if let index = lines.firstIndex(where: { $0.hasPrefix(name + " ") }), ["next", "rate", "member"].contains(name) {
            lines[index] = line
        } else {
            lines = [line]
        }
        // The checksum made anew: what is refused is the number, not a torn write.
        let body = lines.dropLast().joined(separator: "\n") + "\n"
        let resealed = lines.count > 1 ? body + Self.sum(body) : line
        #expect(BudgetRecord.decode(Array(resealed.utf8), now: t) == nil, "\(resealed)")
    }

    @Test func aTornWriteIsNoBudget() {
        var budget = SharedBudget()
        budget.visit(Self.member(1), at: Self.start)
        let bytes = BudgetRecord.encode(budget)
        #expect(BudgetRecord.decode(Array(bytes.prefix(bytes.count - 5)), now: Self.start) == nil)
        var flipped = bytes
        flipped[20] ^= 1
        #expect(BudgetRecord.decode(flipped, now: Self.start) == nil)
    }

    /// Two members, and a second of answers at 100 a second, 40 ms each: slow start, nothing throttled yet.
    static func twoMembersAnsweredForASecond() -> SharedBudget {
        var budget = SharedBudget()
        budget.visit(member(1), at: start)
        budget.visit(member(2), at: start)
        for step in 1...100 { _ = budget.heard(status: 200, after: 0.04, at: start + Double(step) / 100) }
        return budget
    }

    static func sum(_ body: String) -> String {
        "sum \(Hex.encode(Array(SHA256.hash(Array(body.utf8)).prefix(8))))\n"
    }
}
