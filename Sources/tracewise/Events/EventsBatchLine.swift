import FoundationEssentials
import Shared

/// What became of one NDJSON line of `events add --input`.
enum EventsBatchLine {
    case posted(JSONValue)
    /// The line is not a usable event; nothing was sent.
    case malformed(String)
    /// The service refused this event (a 4xx about the event itself); the next line may well succeed.
    case rejected(APIError)
    /// A failure every following line would meet too (no connection, not signed in, rate limit after
    /// retries, 5xx): the batch stops rather than failing each line the same way.
    case stopped(any Error)
    /// Under `--dry-run`: the request was printed instead of sent.
    case shown

    static func post(_ item: NDJSONItem, defaults: JSONObject, api: TracewiseAPI, now: Date) async -> EventsBatchLine {
        let event: JSONObject
        var varying: Set<String> = []
        switch item.result {
        case .failure(let error):
            return .malformed(error.message)
        case .success(var object):
            for (key, value) in defaults.pairs where object[key] == nil { object[key] = value }
            if object["when"] == nil { varying = ["when"] }
            do {
                event = try LifecycleEvent.complete(object, now: now)
            } catch {
                return .malformed(error.reason)
            }
        }
        do {
            return .posted(try await api.post(["v1", "events"], body: .object(event), varying: varying))
        } catch is DryRunStopped {
            return .shown
        } catch let error as APIError where isAboutThisEvent(error.status) {
            return .rejected(error)
        } catch {
            return .stopped(error)
        }
    }

    /// 4xx answers other than 401, 403 and 429 concern the request itself.
    static func isAboutThisEvent(_ status: Int) -> Bool {
        (400..<500).contains(status) && ![401, 403, 429].contains(status)
    }

    /// The output line: the service's answer after the input line number, or `status` `error` and the
    /// error record (`ErrorRecord`: a malformed line is `DATA`, a refusal the service's own code).
    func record(line: Int, reporter: ErrorReporter) -> JSONValue {
        var record = JSONObject()
        record["line"] = .integer(line)
        switch self {
        case .posted(let answer):
            if let object = answer.objectValue {
                for (key, value) in object.pairs { record[key] = value }
            } else {
                record["answer"] = answer
            }
        case .malformed(let reason):
            record["status"] = .string("error")
            record["error"] = reporter.record(ToolError(.dataError, reason)).json
        case .rejected(let error):
            record["status"] = .string("error")
            record["error"] = reporter.record(error).json
            if let id = error.requestID { record["correlationId"] = .string(id) }
        case .stopped(let error):
            record["status"] = .string("error")
            record["error"] = reporter.record(error).json
        case .shown:
            record["status"] = .string("not_sent")
        }
        return .object(record)
    }
}
