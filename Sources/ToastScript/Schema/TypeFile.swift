/// A schema record as the type file and the docs see it: its class name, doc and fields.
struct RecordDescription: Sendable {
    let className: String
    let doc: String
    let fields: [(name: String, doc: String, shape: ValueShape, required: Bool)]

    init<T>(_ schema: RecordSchema<T>) {
        className = schema.className
        doc = schema.doc
        fields = schema.fields.map { ($0.name, $0.doc, $0.shape, $0.isRequired) }
    }

    init(className: String, doc: String, fields: [(name: String, doc: String, shape: ValueShape, required: Bool)]) {
        self.className = className
        self.doc = doc
        self.fields = fields
    }
}

/// Writes `themes/types/tartine.d.lua`: LuaLS annotations (`---@meta`, `---@class (exact)`)
/// generated from the same schema that validates themes, so editors complete and check keys.
public enum TypeFile {
    /// Every record of the theme and scenario schemas, in the order they are documented.
    static var records: [RecordDescription] {
        [
            RecordDescription(ThemeSchema.schema),
            RecordDescription(StyleSchema.schema),
            RecordDescription(FontChange.schema),
            RecordDescription(StyleSchema.margins),
            RecordDescription(StyleSchema.action),
            RecordDescription(BorderSchema.schema),
            RecordDescription(ShadowSchema.schema),
            RecordDescription(className: "tartine.Insets", doc: "Insets by side.", fields: ["top", "left", "bottom", "right"].map {
                ($0, "Points.", ValueShape.number(min: 0, max: nil), false)
            }),
            RecordDescription(KindSchema.schema),
            RecordDescription(KindSchema.action),
            RecordDescription(KindSchema.readingTime),
            RecordDescription(className: "tartine.ImageIcon", doc: "An image file inside the theme directory.",
                              fields: [("image", "Path relative to the theme's directory.", .string, true)]),
            RecordDescription(ThemeSchema.motionSchema(curve: .easeOut)),
            RecordDescription(className: "tartine.Transition", doc: "Effects by name (\"fade\", \"slide\", \"scale\", \"none\") and settings.", fields: [
                ("duration", "Seconds (a spring curve lends its own when absent).", .number(min: 0, max: 10), false),
                ("curve", "Timing curve.", .curve, false),
                ("from", "Edge a slide comes from.", .choice(["auto", "top", "bottom", "leading", "trailing"]), false),
                ("distance", "Slide distance in points (off screen when absent).", .number(min: 0, max: nil), false),
                ("scale", "Scale at the hidden end (0.9 grows from 90%).", .number(min: 0, max: 4), false),
            ]),
            RecordDescription(className: "tartine.Spring",
                              doc: "A spring, in one of three spellings (never mixed): UIKit's `damping` + `duration` (seconds until settled); SwiftUI's `response` + `damping_fraction` (`.spring(response: 0.55, dampingFraction: 0.825)`); iOS 17's `duration` + `bounce` (`.spring(duration: 0.5, bounce: 0.2)`). SwiftUI's forms use stiffness = (2π / response)² with unit mass; the animation lasts until the spring has settled to 0.001 of the distance.",
                              fields: [
                ("damping", "UIKit: damping ratio; below 1 bounces.", .positiveNumber, false),
                ("velocity", "Initial velocity (distance per second), in any spelling.", .number(min: nil, max: nil), false),
                ("duration", "UIKit: seconds until settled; with `bounce`, SwiftUI's perceptual duration (= response).", .positiveNumber, false),
                ("response", "SwiftUI: the period of the undamped oscillation, in seconds (ω0 = 2π / response).", .positiveNumber, false),
                ("damping_fraction", "SwiftUI: the damping ratio ζ; below 1 bounces.", .positiveNumber, false),
                ("bounce", "iOS 17: 0 no bounce, up to 0.99 bouncier; negative is overdamped (ζ = 1 - bounce, or 1 / (1 + bounce) below 0).", .number(min: -0.99, max: 0.99), false),
            ]),
            RecordDescription(QueueDraft.schema),
            RecordDescription(PopupSchema.schema),
            RecordDescription(RuleSchema.schema),
            RecordDescription(RuleSchema.match),
            RecordDescription(ManifestSchema.schema),
            RecordDescription(ManifestSchema.lint),
            RecordDescription(className: "tartine.Plugin", doc: "A plugin file: return toast.plugin { … }.",
                              fields: PluginSchema.keys.map { key, doc in
                                  let shape: ValueShape = switch key {
                                  case "name", "description": .string
                                  case "api": .integer(min: 1, max: 1)
                                  case "kinds": .map(.record("tartine.Kind"))
                                  case "strings": .map(.map(.string))
                                  case "on": .map(.function)
                                  default: .function
                                  }
                                  return (key, doc, shape, key == "name" || key == "api")
                              }),
        ]
    }

    /// The whole type file.
    public static func luaLS() -> String {
        var out = """
        ---@meta tartine
        -- Generated by `tartine types` from Tartine's schema. Do not edit by hand.

        ---@alias tartine.Color string|{ light: string, dark: string }
        ---@alias tartine.Curve string|tartine.Spring|number[]|fun(t: number): number
        ---@alias tartine.Edges number|number[]|tartine.Insets

        ---@class tartine.Module
        toast = {}

        ---@param definition tartine.Theme
        ---@return tartine.Theme
        function toast.theme(definition) end

        ---@param spring tartine.Spring
        ---@return tartine.Spring
        function toast.spring(spring) end

        ---A snapshot manifest (snapshots.lua) for `tartine snapshot`.
        ---@param definition tartine.Manifest
        ---@return tartine.Manifest
        function toast.manifest(definition) end

        ---Loads another file of the theme's directory (a literal name) and returns its value.
        ---@param name string
        ---@return any
        function toast.import(name) end

        ---Records a line in the host's log (print is not available).
        ---@param ... any
        function log(...) end

        ---A plugin: event handlers, a request filter, kinds and strings (plugins/NAME.lua).
        ---@param definition tartine.Plugin
        ---@return tartine.Plugin
        function toast.plugin(definition) end

        ---@class tartine.ToastView A read-only copy of a toast, made for the call.
        ---@field id integer
        ---@field kind string
        ---@field message string
        ---@field title? string
        ---@field tag? string
        ---@field position "top"|"center"|"bottom"
        ---@field priority integer
        ---@field state "waiting"|"entering"|"showing"|"leaving"|"dropped"|"vetoed"
        ---@field count integer
        ---@field shown_at? number

        ---@class tartine.Event
        ---@field name string
        ---@field time number
        ---@field id? integer
        ---@field reason? string
        ---@field action? string

        ---@class tartine.ShowOptions
        ---@field message? string
        ---@field tag? string
        ---@field priority? integer
        ---@field position? "top"|"center"|"bottom"
        ---@field kind? string

        ---Queues a toast of `kind` (inside a handler or filter; applied after it returns).
        ---@param kind string
        ---@param options? tartine.ShowOptions
        function toast.show(kind, options) end

        ---Updates the visible or waiting toast with `tag`; false when there is none.
        ---@param tag string
        ---@param options tartine.ShowOptions
        ---@return boolean
        function toast.update(tag, options) end

        ---Dismisses a toast by id, or every toast with a tag.
        ---@param target integer|string
        function toast.dismiss(target) end

        ---Dismisses every toast and clears the queue.
        function toast.dismiss_all() end

        ---Opens a popup: { title, description?, buttons = { { id, title }, … } } (one or two buttons).
        ---@param popup table
        function toast.popup(popup) end

        ---The toasts on screen, oldest first.
        ---@return tartine.ToastView[]
        function toast.visible() end

        ---The waiting toasts, in show order.
        ---@return tartine.ToastView[]
        function toast.pending() end

        """
        for record in records {
            out += "\n---\(record.doc)\n---@class (exact) \(record.className)\n"
            for field in record.fields {
                let type = field.name == "padding" || field.name == "insets" ? "tartine.Edges" : field.shape.luaType
                out += "---@field \(field.name)\(field.required ? "" : "?") \(type) \(field.doc)\n"
            }
        }
        return out
    }
}
