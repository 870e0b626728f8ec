import Shared

@main
struct ScorebaseMain {
    static func main() async {
        await ToolRunner(tool: Scorebase.definition).main()
    }
}
