import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// The keys the toolkit names itself are camelCase in every tool, and a single record's card shows the
/// record whole under the service's field names, in every tool.
struct OneVocabularyTests {
    @Test func scorebaseAuthStatusKeysAreCamelCaseAsInTheOtherTools() async throws {
        // Under --mock a mock user is signed in for the run (a mock session lives in memory only).
        let status = await ToolHarness(tool: AllTools.definition("scorebase")).run("--mock auth status -o json")
        #expect(status.exitCode == .success, "\(status.stderr)")
        let record = try JSONParser.parse(status.stdout)
        for key in ["userId", "expiresAt", "expiresIn"] { #expect(record[key] != nil, "\(key) in \(status.stdout)") }
        for key in ["user_id", "expires_at", "expires_in"] { #expect(record[key] == nil, "\(key) in \(status.stdout)") }
    }

    @Test func leaguesGetShowsTheWholeRecordAsOrdersGetDoes() async {
        let result = await ToolHarness(tool: AllTools.definition("scorebase"), terminal: true, columns: 80)
            .run("--mock -q --color never leagues get lg_01HZX4K8Q2M7")
        for field in ["league_id", "tenant_id", "primary_color", "created_at"] {
            #expect(result.stdout.contains(field), "\(field) missing from the card: \(result.stdout)")
        }
    }
}

/// `config show --fields` picks settings in JSON and columns in a table or CSV, and says which is which
/// when given the other kind (it used to list the settings as if they were fields).
struct ConfigShowFieldsTests {
    @Test func configShowFieldsSaysPlainlyWhatItTakes() async {
        let harness = ToolHarness(tool: AllTools.definition("upsctl"))
        let json = await harness.run("config show --fields name,value,source")
        #expect(json.exitCode == .usage)
        #expect(json.stderr.contains("'name' is not a setting") && json.stderr.contains("columns of -o table"), "\(json.stderr)")
        let picked = await harness.run("config show --fields UPS_ENV")
        #expect(picked.exitCode == .success && picked.stdout.contains("UPS_ENV"), "\(picked.stderr)")
        let csv = await harness.run("config show -o csv --fields name,value")
        #expect(csv.exitCode == .success && csv.stdout.hasPrefix("name,value"), "\(csv.stderr)")
    }
}
