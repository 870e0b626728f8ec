/// Where the matrix cannot take a command's line from its help examples, or cannot run a command in a
/// mode, and why. Keyed by `TOOL COMMAND WORDS`.
enum MatrixExceptions {
    struct Sample {
        var sample: String
        var stdin: String = ""
    }

    /// Sample lines for commands whose examples are all pipelines, redirections or need a file.
    static let samples: [String: Sample] = {
        var samples: [String: Sample] = [
            // Its examples read `-` from a file or pipe.
            "tracewise cirpass get": Sample(sample: "cirpass get dpp-0001"),
            // Its examples name the item by GTIN:SERIAL or link; the flags put the serial (an identifier) alone.
            "tracewise events list": Sample(sample: "events list --gtin 09506000134352 --serial SN123"),
            // Its example's user owns nothing in the mock data; the mock sign-in's user owns items, so each
            // mode sees records (and the --watch row a first event to wait for).
            "tracewise products owned": Sample(sample: "products owned --user mock-uid-7Qm2 --all"),
        ]
        // Every example installs the script with a redirection or loads it with `source <(…)`.
        for tool in AllTools.names { samples[tool + " completion"] = Sample(sample: "completion bash") }
        return samples
    }()

    /// Commands whose identifier option is left out of their sample, and why.
    static let identifierNotInSample: [String: String] = [
        "tracewise products register": "registers by link; --serial is the same option products get is tested with",
        "tracewise events add": "adds by link; --serial is the same option events list is tested with",
    ]

    /// Commands (`TOOL WORDS`) whose sample exits non-zero under `--mock` to a pipe by design, and why.
    static let failsUnderMock: [String: String] = [
        "tracewise auth login": "its example asks for the password at a terminal; piped, it is 77 saying how to pass one",
        "scorebase auth login": "its example asks for the password at a terminal; piped, it is 77 saying how to pass one",
        "repairminder auth login": "its example asks for the password at a terminal; piped, it is 77 saying how to pass one",
    ]

    /// Commands (`TOOL WORDS`) that print JSON without a declaration of their own, and why.
    static let withoutSchema: [String: String] = {
        var exceptions: [String: String] = [:]
        for tool in AllTools.names {
            exceptions[tool + " api"] = "prints the service's own answer, whatever its shape"
        }
        return exceptions
    }()
}
