import ToastCore

/// Who is asking the queue: a scenario's events (`{ at = 1, tap = "current" }`) or a plugin's
/// `toast.*` functions. What each may ask is a property of the source, not a type of its own:
/// both decode into ToastCore's `ToastCommand`.
enum CommandSource: Sendable, Hashable {
    case scenario, plugin
}

/// The Lua names of what can be asked of the queue, in the order the reference lists them, and
/// the sources that may ask each. The scenario decoder's action keys and the plugins' command
/// functions are both read from here, so a name is spelled once.
enum QueueVocabulary {
    /// One name: `show`, `dismiss_all`, …
    struct Verb: Sendable {
        let name: String
        let sources: Set<CommandSource>
    }

    static let verbs: [Verb] = [
        Verb(name: "show", sources: [.scenario, .plugin]),
        Verb(name: "update", sources: [.plugin]),
        Verb(name: "tap", sources: [.scenario]),
        Verb(name: "swipe", sources: [.scenario]),
        Verb(name: "touch", sources: [.scenario]),
        Verb(name: "dismiss", sources: [.scenario, .plugin]),
        Verb(name: "dismiss_all", sources: [.scenario, .plugin]),
        Verb(name: "popup", sources: [.scenario, .plugin]),
        Verb(name: "popup_button", sources: [.scenario]),
        Verb(name: "dismiss_popup", sources: [.scenario]),
        Verb(name: "drag", sources: [.scenario]),
        Verb(name: "expand", sources: [.scenario, .plugin]),
        Verb(name: "collapse", sources: [.scenario, .plugin]),
        Verb(name: "hover", sources: [.scenario]),
        Verb(name: "quiet", sources: [.scenario, .plugin]),
        Verb(name: "promise", sources: [.scenario, .plugin]),
        Verb(name: "resolve", sources: [.scenario, .plugin]),
        Verb(name: "reject", sources: [.scenario, .plugin]),
        Verb(name: "tap_link", sources: [.scenario]),
        Verb(name: "notify", sources: [.scenario]),
    ]

    /// The names `source` may use, in reference order.
    static func names(for source: CommandSource) -> [String] {
        verbs.filter { $0.sources.contains(source) }.map(\.name)
    }
}
