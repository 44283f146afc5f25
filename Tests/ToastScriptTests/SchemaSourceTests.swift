import Testing
import ToastCore
@testable import ToastScript

/// For every numeric key of `schema` with a bound, a value just past the bound: the error the
/// loader gives must name the same range that the type file's record and the reference show.
private func probeRanges<T>(_ schema: RecordSchema<T>, blank: T, docs: String) -> Int {
    var probed = 0
    for field in schema.fields {
        let outside: Double?
        switch field.shape {
        case .number(_, let max): outside = max + 1
        case .integer(_, let max): outside = Double(max + 1)
        case .positiveNumber: outside = 0
        default: outside = nil
        }
        guard let outside else { continue }
        let context = DecodeContext(file: "f.lua", sourceMap: SourceMap(source: ""), vm: nil)
        var target = blank
        schema.decode(
            LuaTable(array: [], fields: [(field.name, .number(outside))], otherKeys: []), at: .root, into: &target,
            context)
        let stated = field.shape.expected
        let atKey = context.diagnostics.filter { $0.path == KeyPath.root.appending(field.name) }
        #expect(
            atKey.map(\.message) == ["expected \(stated), got number \(NumberText.short(outside))"],
            "\(schema.className).\(field.name)")
        #expect(
            docs.contains("| `\(field.name)`\(field.isRequired ? " **required**" : "") | \(stated) |"),
            "\(schema.className).\(field.name)")
        probed += 1
    }
    return probed
}

@Suite("The schema is the one source of the type file and the reference")
struct SchemaSourceTests {
    @Test("every record reachable from the theme, scenario, manifest and plugin schemas is described, and nothing else")
    func recordsAreClosed() throws {
        let described = TypeFile.records
        let byName = Dictionary(described.map { ($0.className, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName.count == described.count, "a record is described twice")
        var reached: Set<String> = []
        var queue = [
            ThemeSchema.schema.className, ScenarioSchema.schema.className, ManifestSchema.schema.className,
            "tartine.Plugin",
            // What a plugin's functions take: toast.show's, toast.update's and toast.resolve's options.
            ShowOptions.schema.className, ShowOptions.updateSchema.className, ShowOptions.settleSchema.className,
        ]
        while let name = queue.popLast() {
            guard reached.insert(name).inserted else { continue }
            let record = try #require(byName[name], "\(name) is reachable but not described")
            queue += record.fields.flatMap { $0.shape.referencedRecords }
        }
        #expect(reached == Set(byName.keys))
    }

    @Test("every bounded number states its range once: the loader's error, the type file and the reference agree")
    func rangesStatedOnce() {
        let docs = ReferenceDocs.markdown()
        let types = TypeFile.luaLS()
        var probed = 0
        probed += probeRanges(MotionSchemas.transition, blank: .init(), docs: docs)
        probed += probeRanges(MotionSchemas.spring, blank: .init(), docs: docs)
        probed += probeRanges(MotionSchemas.insets, blank: EdgeInsets(), docs: docs)
        probed += probeRanges(MotionSchemas.sample, blank: TransitionKeyframe(), docs: docs)
        probed += probeRanges(ScenarioSchema.captureRange, blank: .init(), docs: docs)
        probed += probeRanges(ScenarioSchema.schema, blank: .init(), docs: docs)
        probed += probeRanges(StyleSchema.schema, blank: StylePatch(), docs: docs)
        probed += probeRanges(ThemeSchema.schema, blank: ThemeDraft(), docs: docs)
        #expect(probed >= 20)
        // The type file's records are the same descriptions, field for field.
        for schema in [
            MotionSchemas.transition.className, MotionSchemas.spring.className, MotionSchemas.sample.className,
            MotionSchemas.insets.className,
        ] {
            #expect(types.contains("---@class (exact) \(schema)\n"))
        }
    }

    @Test("a spring range is the decoder's: bounce 1 is refused with the range the docs show")
    func springRangeThroughTheLoader() throws {
        let errors = try loadErrors(
            """
            return toast.theme { name = "t", kinds = { saved = { message = "S" } },
              motion = { enter = { "fade", curve = toast.spring { duration = 0.5, bounce = 1 } } } }
            """)
        #expect(
            errors == ["DIR/theme.lua:2: motion.enter.curve.bounce: expected a number from -0.99 to 0.99, got number 1"]
        )
        #expect(ReferenceDocs.markdown().contains("| `bounce` | a number from -0.99 to 0.99 |"))
    }
}
