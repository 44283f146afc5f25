import Synchronization
import ToastCore

/// A theme's `style_function(kind, message, context)`: called when a toast is resolved, with
/// its own instruction budget, its result validated like a style table and cached by input
/// (the function must be pure). A failing call gives no extra style and is reported once in
/// `problems`; it never takes the host down.
final class LuaStyleFunction: DynamicStyleProvider {
    private struct Input: Hashable {
        let kind: String
        let message: String
        let context: ResolutionContext
    }

    private let vm: LuaVM
    private let function: LuaFunctionRef
    private let file: String
    /// The line of `style_function =`, where a bad result is reported.
    private let line: Int?
    private let cache = Mutex<[Input: StylePatch?]>([:])
    private let reported = Mutex<[Diagnostic]>([])

    init(vm: LuaVM, function: LuaFunctionRef, file: String, line: Int? = nil) {
        self.vm = vm
        self.function = function
        self.file = file
        self.line = line
    }

    /// Problems met by calls so far (`file:line: style_function: message`).
    var problems: [Diagnostic] { reported.withLock { $0 } }

    func style(kind: String, message: String, context: ResolutionContext) -> StylePatch? {
        let input = Input(kind: kind, message: message, context: context)
        if let cached = cache.withLock({ $0[input] }) { return cached }
        let patch = call(input)
        cache.withLock { $0[input] = patch }
        return patch
    }

    private func call(_ input: Input) -> StylePatch? {
        let arguments: [LuaValue] = [
            .string(input.kind), .string(input.message),
            .table(
                LuaTable(
                    array: [],
                    fields: [
                        (key: "appearance", value: .string(input.context.appearance.rawValue)),
                        (key: "locale", value: .string(input.context.locale)),
                        (key: "text_size", value: .number(input.context.textSize)),
                    ], otherKeys: [])),
        ]
        let result: LuaValue
        do { result = try vm.call(function, arguments) } catch {
            let problem = Diagnostic(
                .error, file: error.chunk, line: error.line, path: KeyPath().appending("style_function"),
                message: "\(error.message) (kind '\(input.kind)')")
            reported.withLock { if !$0.contains(problem) { $0.append(problem) } }
            return nil
        }
        if case .nil = result { return nil }
        let context = DecodeContext(file: file, sourceMap: SourceMap(source: ""), vm: nil)
        let patch = StyleSchema.decoder.decode(result, KeyPath().appending("style_function"), context)
        if context.hasErrors {
            reported.withLock { reported in
                for var problem in context.diagnostics {
                    problem.line = problem.line ?? line
                    if !reported.contains(problem) { reported.append(problem) }
                }
            }
            return nil
        }
        return patch
    }
}
