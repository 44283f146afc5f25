import Foundation
import Testing
import ToastCore
@testable import ToastScript

/// Every numeric key of the schema, set to extreme values from every source (theme, a
/// plugin's kinds, a filter's rewrite, a style function, scenario, manifest, plugin file): each
/// is refused with the file and the line of the value. The keys come from the schema itself
/// (`TypeFile.records`), so a key added later is swept without a change here; a record that
/// holds numbers but has no place below fails the first test until it is given one.
@Suite("Numbers: every numeric key, extreme values, every source")
struct NumberSweepTests {
    /// ±1e308, ±inf, nan, the largest and smallest Lua integers (2^63-1 and -2^63).
    static let extremes = ["1e308", "-1e308", "1/0", "-1/0", "0/0", "math.maxinteger", "math.mininteger"]

    /// Where a record's keys go inside a style table (`@@` is the line the key is written on).
    static let styleRecords: [String: String] = [
        "tartine.Style": "@@",
        "tartine.Font": "font = {\n@@\n},",
        "tartine.Margins": "margins = {\n@@\n},",
        "tartine.ActionStyle": "action = {\n@@\n},",
        "tartine.Border": "border = { color = \"#000000\",\n@@\n},",
        "tartine.Shadow": "shadow = { color = \"#000000\",\n@@\n},",
        "tartine.Material": "material = {\n@@\n},",
        "tartine.Insets": "padding = {\n@@\n},",
        "tartine.VStack": "layout = toast.vstack { toast.text \"message\",\n@@\n},",
        "tartine.HStack": "layout = toast.hstack { toast.text \"message\",\n@@\n},",
        "tartine.Text": "layout = toast.vstack { toast.text { \"message\", @@ } },",
        "tartine.Icon": "layout = toast.vstack { toast.icon { @@ } },",
        "tartine.Image": "layout = toast.vstack { toast.image { @@ } },",
        "tartine.Badge": "layout = toast.vstack { toast.badge { @@ } },",
        "tartine.Button": "layout = toast.vstack { toast.button { @@ } },",
        "tartine.Progress": "layout = toast.vstack { toast.progress { @@ } },",
        "tartine.Spacer": "layout = toast.vstack { toast.spacer { @@ } },",
        "tartine.Spinner": "layout = toast.vstack { toast.spinner { @@ } },",
    ]

    /// Where a record's keys go inside a kind table.
    static let kindRecords: [String: String] = [
        "tartine.Kind": "@@",
        "tartine.ReadingTime": "duration = {\n@@\n},",
        "tartine.Action": "action = { id = \"a\", title = \"A\",\n@@\n},",
    ]

    /// Where a record's keys go in a theme table.
    static let themeRecords: [String: String] = [
        "tartine.Theme": "@@",
        "tartine.Motion": "motion = {\n@@\n},",
        "tartine.Transition": "motion = { enter = { \"fade\",\n@@\n} },",
        "tartine.Spring": "motion = { enter = { \"fade\", curve = toast.spring {\n@@\n} } },",
        "tartine.MotionSample":
            "motion = { enter = { function(p, size) return { <opacity = 1,> @@ } end, duration = 0.3 } },",
        "tartine.Queue": "queue = {\n@@\n},",
        "tartine.Deck": "queue = { deck = {\n@@\n} },",
        "tartine.Popup": "popup = {\n@@\n},",
        "tartine.Rule": "rules = { { match = { kind = \"k\" }, style = {},\n@@\n} },",
        "tartine.Match": "rules = { { style = {}, match = {\n@@\n} } },",
        "tartine.NotificationRule": "notifications = { rules = { {\n@@\n} } },",
    ]

    /// Where a record's keys go in a scenario file.
    static let scenarioRecords: [String: String] = [
        "tartine.Scenario": "<capture = { 0 },>\n@@",
        "tartine.ScenarioEvent": "capture = { 0 }, events = {\n{ <at = 0,> @@ },\n},",
        "tartine.CaptureRange": "capture = { <to = 1,>\n@@\n},",
        "tartine.PopupEvent": "capture = { 0 }, events = { { at = 0, popup = { title = \"t\",\n@@\n} } },",
        "tartine.PopupButton":
            "capture = { 0 }, events = { { at = 0, popup = { title = \"t\", buttons = { { id = \"a\", title = \"A\",\n@@\n} } } } },",
        "tartine.DragEvent": "capture = { 0 }, events = { { at = 0, drag = {\n@@\n} } },",
        "tartine.Quiet": "capture = { 0 }, events = { { at = 0, quiet = {\n@@\n} } },",
        "tartine.Promise":
            "capture = { 0 }, events = { { at = 0, promise = { success = \"k\", error = \"k\",\n@@\n} } },",
        "tartine.ScenarioNotify": "capture = { 0 }, events = { { at = 0, notify = { summary = \"s\",\n@@\n} } },",
    ]

    /// The action an event key needs beside it (a key that is an action itself needs none).
    static let eventActions = [
        "toast": "swipe = \"up\",", "priority": "show = \"k\",", "progress": "show = \"k\",",
        "arguments": "show = \"k\",",
    ]

    /// Where a record's keys go in a manifest, and in a plugin file.
    static let manifestRecords: [String: String] = [
        "tartine.Manifest": "@@", "tartine.Lint": "lint = {\n@@\n},",
    ]
    static let pluginRecords: [String: String] = ["tartine.Plugin": "@@"]

    /// Where a record's keys go in a plugin's call, inside its filter: the options of
    /// `toast.show` and `toast.update`, decoded by the scenario's own schema.
    static let pluginCallRecords: [String: String] = [
        "tartine.ShowOptions": "toast.show(\"k\", {\n@@\n})",
        "tartine.UpdateOptions": "toast.update(\"t\", {\n@@\n})",
    ]

    /// One numeric key of a record, as the schema describes it.
    struct Key: CustomStringConvertible {
        let record: String
        let name: String
        let shape: ValueShape
        var description: String { "\(record).\(name)" }

        /// `name = value,`, a list of one for a key that takes a list.
        func assignment(_ value: String) -> String {
            if case .list = shape { return "\(name) = { \(value) }," }
            return "\(name) = \(value),"
        }
    }

    /// Every key whose shape holds a number, from the schema.
    static let keys: [Key] = TypeFile.records.flatMap { record in
        record.fields.filter { holdsNumber($0.shape) }.map {
            Key(record: record.className, name: $0.name, shape: $0.shape)
        }
    }

    static func holdsNumber(_ shape: ValueShape) -> Bool {
        switch shape {
        case .number, .positiveNumber, .integer: true
        case .list(let inner): holdsNumber(inner)
        case .union(let shapes): shapes.contains(where: holdsNumber)
        default: false
        }
    }

    static func keys(in records: [String: String]) -> [Key] { keys.filter { records[$0.record] != nil } }

    /// `template` with `line` in place of `@@`; `<key = value,>` is a required key the
    /// template fills, left out when `line` sets that key itself.
    static func placing(_ line: String, in template: String) -> String {
        var text = template.replacingOccurrences(of: "@@", with: line)
        while let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            let filler = text[text.index(after: open)..<close]
            let key = filler.prefix { $0 != " " }
            text.replaceSubrange(open...close, with: line.hasPrefix("\(key) =") ? "" : String(filler))
        }
        return text
    }

    /// The number (from 1) of the line of `text` that holds `line` (the one key set; a layout
    /// node's keys are on the line the node starts on, which the source map names).
    static func line(of line: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(line) } ?? -2) + 1
    }

    /// A theme file with `themeKeys` in the theme table and `kindKeys` in kind `k`.
    static func theme(themeKeys: String = "", kindKeys: String = "") -> String {
        "return toast.theme {\n  name = \"x\",\n  kinds = { k = { message = \"m\",\n\(kindKeys)\n  } },\n\(themeKeys)\n}\n"
    }

    /// Loads `files` (written in a fresh directory) with `load`, and returns the error
    /// diagnostics, the directory replaced by `DIR`.
    static func errors(_ files: [String: String], _ load: (String) throws(LoadError) -> Void) throws -> [Diagnostic] {
        let dir = try temporaryDirectory(files)
        do throws(LoadError) {
            try load(dir)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map {
                var d = $0
                d.file = d.file.replacingOccurrences(of: dir, with: "DIR")
                return d
            }
        }
    }

    /// Whether `diagnostics` refuse `key` in `file` at `line`.
    static func refuses(_ diagnostics: [Diagnostic], _ key: Key, file: String, line: Int) -> Bool {
        diagnostics.contains {
            $0.file == file && $0.line == line && ("\($0.path)".contains(key.name) || $0.message.contains(key.name))
        }
    }

    @Test("every record that holds a number has a place in the sweep")
    func everyRecordIsSwept() {
        let placed = [
            Self.styleRecords, Self.kindRecords, Self.themeRecords, Self.scenarioRecords, Self.manifestRecords,
            Self.pluginRecords, Self.pluginCallRecords,
        ]
        .flatMap(\.keys)
        let missing = Set(Self.keys.map(\.record)).subtracting(placed)
        #expect(missing.isEmpty, "records with numbers but no template: \(missing.sorted())")
        #expect(Self.keys.count > 60)
    }

    @Test("every numeric key shows a finite range in the type file")
    func rangesAreDocumented() {
        let types = TypeFile.luaLS()
        for key in Self.keys {
            #expect(key.shape.range != nil, "\(key)")
            let line = types.split(separator: "\n").first {
                $0.hasPrefix("---@field \(key.name)") && $0.contains("Range: ")
            }
            #expect(line != nil, "\(key): no range in the type file")
        }
    }

    @Test("from a theme: style, kinds, motion, queue, popup, rules", arguments: extremes)
    func fromTheme(_ value: String) throws {
        var cases: [(Key, String)] = []
        for key in Self.keys(in: Self.styleRecords) {
            let style = Self.placing(key.assignment(value), in: Self.styleRecords[key.record]!)
            cases.append((key, Self.theme(themeKeys: "style = {\n\(style)\n},")))
        }
        for key in Self.keys(in: Self.kindRecords) {
            cases.append(
                (key, Self.theme(kindKeys: Self.placing(key.assignment(value), in: Self.kindRecords[key.record]!))))
        }
        for key in Self.keys(in: Self.themeRecords) {
            cases.append(
                (key, Self.theme(themeKeys: Self.placing(key.assignment(value), in: Self.themeRecords[key.record]!))))
        }
        for (key, text) in cases {
            let keyLine = Self.line(of: key.assignment(value), in: text)
            let found = try Self.errors(["theme.lua": text]) { dir throws(LoadError) in
                _ = try ThemeLoader().load("\(dir)/theme.lua")
            }
            #expect(
                Self.refuses(found, key, file: "DIR/theme.lua", line: keyLine),
                "\(key) = \(value): \(found.map(\.description))")
        }
    }

    @Test("from a plugin's kinds", arguments: extremes)
    func fromPluginKinds(_ value: String) throws {
        var cases: [(Key, String)] = []
        for key in Self.keys(in: Self.styleRecords) {
            // A kind's style keys are the kind's own.
            cases.append((key, Self.placing(key.assignment(value), in: Self.styleRecords[key.record]!)))
        }
        for key in Self.keys(in: Self.kindRecords) {
            cases.append((key, Self.placing(key.assignment(value), in: Self.kindRecords[key.record]!)))
        }
        for (key, kindKeys) in cases {
            let plugin =
                "return toast.plugin {\n  name = \"p\", api = 1,\n  kinds = { pk = { message = \"m\",\n\(kindKeys)\n  } },\n}\n"
            let found = try Self.errors([
                "theme.lua":
                    "return toast.theme { name = \"x\", plugins = { \"p\" }, kinds = { k = { message = \"m\" } } }",
                "plugins/p.lua": plugin,
            ]) { dir throws(LoadError) in _ = try ThemeLoader().load("\(dir)/theme.lua") }
            // A plugin's kinds are decoded in the theme's merged table, so the diagnostic names
            // the key's path there; the plugin's own file and line for them is issue 22's
            // class 5 (reply decoders), not this sweep's.
            #expect(
                found.contains { "\($0.path)".hasPrefix("kinds.pk.") && "\($0.path)".contains(key.name) },
                "\(key) = \(value): \(found.map(\.description))")
        }
    }

    @Test("from a scenario, a manifest and a plugin file", arguments: extremes)
    func fromScenarioManifestPlugin(_ value: String) throws {
        let theme = Self.theme()
        for key in Self.keys(in: Self.scenarioRecords) {
            let action = key.record == "tartine.ScenarioEvent" ? Self.eventActions[key.name].map { "\($0) " } ?? "" : ""
            let keys = Self.placing(action + key.assignment(value), in: Self.scenarioRecords[key.record]!)
            let text = "return toast.scenario {\n  theme = \"theme.lua\",\n\(keys)\n}\n"
            let keyLine = Self.line(of: key.assignment(value), in: text)
            let found = try Self.errors(["theme.lua": theme, "scenario.lua": text]) { dir throws(LoadError) in
                _ = try ScenarioLoader().load("\(dir)/scenario.lua")
            }
            #expect(
                Self.refuses(found, key, file: "DIR/scenario.lua", line: keyLine),
                "\(key) = \(value): \(found.map(\.description))")
        }
        for key in Self.keys(in: Self.manifestRecords) {
            let keys = Self.placing(key.assignment(value), in: Self.manifestRecords[key.record]!)
            let text = "return toast.manifest {\n  themes = { \"theme\" },\n\(keys)\n}\n"
            let keyLine = Self.line(of: key.assignment(value), in: text)
            let found = try Self.errors(["themes/theme.lua": theme, "snapshots.lua": text]) { dir throws(LoadError) in
                _ = try ManifestLoader().load("\(dir)/snapshots.lua")
            }
            #expect(
                Self.refuses(found, key, file: "DIR/snapshots.lua", line: keyLine),
                "\(key) = \(value): \(found.map(\.description))")
        }
        for key in Self.keys(in: Self.pluginRecords) {
            let text = "return toast.plugin {\n  name = \"p\",\n  \(key.assignment(value))\n}\n"
            let found = try Self.errors([
                "theme.lua":
                    "return toast.theme { name = \"x\", plugins = { \"p\" }, kinds = { k = { message = \"m\" } } }",
                "plugins/p.lua": text,
            ]) { dir throws(LoadError) in _ = try ThemeLoader().load("\(dir)/theme.lua") }
            #expect(
                found.contains { $0.file == "DIR/plugins/p.lua" && $0.line == 3 },
                "\(key) = \(value): \(found.map(\.description))")
        }
    }

    /// Shows kind `k` of a theme whose plugin's filter (defined at line 3 of `plugins/p.lua`)
    /// runs `body`: the plugin's failures, the directory replaced by `DIR`, and the run.
    static func filtered(_ body: String) throws -> (failures: [String], run: SceneRun) {
        let plugin =
            "return toast.plugin {\n  name = \"p\", api = 1,\n  filter = function(request)\n\(body)\n  end,\n}\n"
        let dir = try temporaryDirectory([
            "theme.lua":
                "return toast.theme { name = \"x\", plugins = { \"p\" }, kinds = { k = { message = \"m\" } } }",
            "plugins/p.lua": plugin,
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let run = try loaded.run(applying: .showKind(ToastOrigin(kind: "k")), until: 1, in: .standard, timeOfDay: nil)
        let failures = run.events.compactMap { event -> String? in
            guard case .pluginFailed(_, let message) = event.event else { return nil }
            return message.replacingOccurrences(of: dir, with: "DIR")
        }
        return (failures, run)
    }

    @Test("from a plugin's calls: refused at the calling line, nothing shown", arguments: extremes)
    func fromPluginCalls(_ value: String) throws {
        for key in Self.keys(in: Self.pluginCallRecords) {
            let call = Self.placing(key.assignment(value), in: Self.pluginCallRecords[key.record]!)
            let (failures, run) = try Self.filtered(
                "    if request.kind == \"k\" then\n\(call)\n    end")
            let function = String(call.prefix { $0 != "(" })
            // The key itself (`options.priority: expected …`) or its element (`options.arguments[1]: …`).
            let expected = "DIR/plugins/p.lua:5: \(function): options.\(key.name)"
            #expect(
                failures.count == 1 && failures[0].hasPrefix(expected) && failures[0].contains(": expected "),
                "\(key) = \(value): \(failures)")
            #expect(run.timeline.toasts.count == 1, "\(key) = \(value): only the filtered toast shows")
        }
    }

    @Test("from a style function: refused at the function's line, no style applied", arguments: extremes)
    func fromStyleFunction(_ value: String) throws {
        for key in Self.keys(in: Self.styleRecords) {
            let style = Self.placing(key.assignment(value), in: Self.styleRecords[key.record]!)
            let text = Self.theme(
                themeKeys: "style_function = function(kind, message, context)\nreturn {\n\(style)\n}\nend,")
            let functionLine = text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("style_function") }! + 1
            let dir = try temporaryDirectory(["theme.lua": text])
            let loaded = try ThemeLoader().load("\(dir)/theme.lua")
            let content = try loaded.theme.content(kind: "k", context: SceneSetting.standard.context)
            #expect(content.style == loaded.theme.style)
            let problems = loaded.styleFunctionProblems.map {
                $0.description.replacingOccurrences(of: dir, with: "DIR")
            }
            #expect(
                problems.contains {
                    $0.hasPrefix("DIR/theme.lua:\(functionLine): style_function") && $0.contains(key.name)
                },
                "\(key) = \(value): \(problems)")
        }
    }

    @Test("from a filter's rewrite: refused at the filter's line, the toast shown unchanged", arguments: extremes)
    func fromFilterRewrite(_ value: String) throws {
        for key in Self.keys(in: Self.styleRecords) {
            let style = Self.placing(key.assignment(value), in: Self.styleRecords[key.record]!)
            let (failures, _) = try Self.filtered("    return { style = {\n\(style)\n} }")
            #expect(
                failures.contains { $0.hasPrefix("DIR/plugins/p.lua:3: filter().style") && $0.contains(key.name) },
                "\(key) = \(value): \(failures)")
        }
    }

    @Test("a spring that takes longer to settle than a transition may last is refused")
    func slowSpringIsRefused() throws {
        let text = Self.theme(
            themeKeys:
                "motion = { enter = { \"fade\", curve = toast.spring { response = 0.5, damping_fraction = 0.001 } } },")
        #expect(
            try loadErrors(text) == [
                "DIR/theme.lua:6: motion.enter.curve: the spring takes 555.2 s to settle, more than the 10 s a transition may last"
            ])
    }
}
