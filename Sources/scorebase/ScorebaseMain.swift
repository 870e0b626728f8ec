import Shared

@main
struct ScorebaseMain {
    static func main() {
        ToolRunner(tool: Scorebase.definition).main()
    }
}
