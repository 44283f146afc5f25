import FoundationEssentials
import TartineFuzzing

// `tartine-fuzz`: built with `-sanitize=fuzzer -DFUZZING` by scripts/fuzz, it is libFuzzer
// driving the harness named by TARTINE_FUZZ_HARNESS; built plainly, it replays files through a
// harness (`tartine-fuzz HARNESS FILE…`) to reproduce a finding under a debugger, and prints the
// theme `theme-values` makes of a file (`tartine-fuzz --theme FILE`).

#if FUZZING
    /// libFuzzer's driver (compiler-rt), run from the entry point SwiftPM gives executables.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// The harness the fuzzer drives, chosen once from TARTINE_FUZZ_HARNESS.
    let selectedHarness: FuzzHarness = {
        let name = ProcessInfo.processInfo.environment["TARTINE_FUZZ_HARNESS"] ?? ""
        guard let harness = FuzzHarness.named(name) else {
            let names = FuzzHarness.all.map(\.name).joined(separator: ", ")
            fatalError("TARTINE_FUZZ_HARNESS must name a harness (\(names)), got '\(name)'")
        }
        return harness
    }()

    /// libFuzzer's callback: one input to the selected harness.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        selectedHarness.run(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }

    /// The entry point SwiftPM links executables with (`main` is an alias of it): libFuzzer's.
    @_cdecl("tartine_fuzz_main")
    func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        var count = argc
        var vector = argv
        _ = selectedHarness
        return runFuzzerDriver(&count, &vector, fuzzOneInput)
    }
#else
    /// Replays files through a harness: `tartine-fuzz HARNESS FILE…`; `tartine-fuzz --theme FILE`
    /// prints the theme the `theme-values` harness writes from FILE.
    @main
    struct FuzzReplay {
        static func main() throws {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "--theme", arguments.count == 2 {
                print(FuzzCorpus.generatedTheme(from: try FuzzCorpus.read(arguments[1])), terminator: "")
                return
            }
            guard let name = arguments.first, let harness = FuzzHarness.named(name) else {
                throw FuzzCorpus.Usage()
            }
            for file in arguments.dropFirst() {
                harness.run(try FuzzCorpus.read(file))
                print("\(name): \(file): ok")
            }
        }
    }
#endif
