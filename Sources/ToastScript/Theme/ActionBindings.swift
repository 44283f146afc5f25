import ToastCore

/// Load-time checks of action buttons, once every key has decoded: a kind writes `action` or
/// `actions`, not both, and every `toast.button { action = … }` names an action that exists: one
/// of the kind's own in a kind's layout, one of some kind's in the theme's or a rule's layout.
/// A button that names an action some kind has but a kind drawn with that layout lacks (or a
/// `toast.button {}` on a kind without actions) is left out of that kind's toasts: a warning at
/// the button's line, naming the kind (a rule's layout applies only when the rule matches, so
/// it is not checked so).
enum ActionBindings {
    static func check(_ draft: ThemeDraft, _ context: DecodeContext) {
        checkBindings(draft, context)
        guard !context.hasErrors else { return }
        let themeStyle = draft.style.applied(to: ToastStyle())
        for kind in draft.kinds where !NotificationSchema.kinds(of: draft).contains(kind.id) {
            let at = KeyPath().appending("kinds").appending(kind.id)
            let own = kind.style.applied(to: ToastStyle()).layout
            // The layout the kind is drawn with: its own, else the theme's (unless it sets false).
            guard let layout = kind.style.applied(to: themeStyle).layout else { continue }
            let path = own != nil ? at.appending("layout") : KeyPath().appending("style").appending("layout")
            let ids = kind.actions.map(\.id)
            for (binding, node) in layout.buttons(at: path) {
                let index: Int? =
                    switch binding {
                    case nil: 0
                    case .index(let index)?: index
                    case .id(let id)?: ids.firstIndex(of: id)
                    }
                guard index.map({ $0 >= ids.count }) ?? true else { continue }
                context.warning(node, ActionBindings.leftOut(kind: kind.id, binding: binding, actions: ids.count))
            }
        }
    }

    /// `kind 'saved' has no action for this button (it has none); the button is left out of its toasts`.
    static func leftOut(kind: String, binding: LayoutNode.ActionBinding?, actions: Int) -> String {
        let which: String =
            switch binding {
            case nil: "this button (the first action's)"
            case .index(let index)?: "this button (action \(index + 1))"
            case .id(let id)?: "this button ('\(id)')"
            }
        let has = actions == 0 ? "none" : "\(actions)"
        return "kind '\(kind)' has no action for \(which): it has \(has); the button is left out of its toasts"
    }

    /// The checks of each binding against the actions that exist (errors).
    private static func checkBindings(_ draft: ThemeDraft, _ context: DecodeContext) {
        var known: [String] = []
        for id in draft.kinds.flatMap(\.actions).map(\.id) where !known.contains(id) { known.append(id) }
        let most = draft.kinds.map(\.actions.count).max() ?? 0
        for kind in draft.kinds {
            let at = KeyPath().appending("kinds").appending(kind.id)
            if kind.action != nil, kind.actionList != nil {
                context.error(at.appending("actions"), "a kind has 'action' or 'actions', not both")
            }
            // A kind notifications become takes its buttons from each notification's actions.
            guard let layout = kind.style.applied(to: ToastStyle()).layout,
                !NotificationSchema.kinds(of: draft).contains(kind.id)
            else { continue }
            let ids = kind.actions.map(\.id)
            for (binding, path) in layout.actionBindings(at: at.appending("layout")) {
                switch binding {
                case .index(let index) where index >= ids.count:
                    let has = ids.isEmpty ? "none" : "\(ids.count)"
                    context.error(path, "kind '\(kind.id)' has no action \(index + 1) (it has \(has))")
                case .id(let id) where !ids.contains(id):
                    context.error(
                        path, "kind '\(kind.id)' has no action '\(id)'" + Suggestion.hint(for: id, in: ids))
                default: continue
                }
            }
        }
        var shared: [(LayoutNode, KeyPath)] = []
        if let layout = draft.style.applied(to: ToastStyle()).layout {
            shared.append((layout, KeyPath().appending("style").appending("layout")))
        }
        for (index, rule) in draft.rules.enumerated() {
            if let layout = rule.style.applied(to: ToastStyle()).layout {
                shared.append(
                    (
                        layout,
                        KeyPath().appending("rules").appending(index: index + 1).appending("style").appending("layout")
                    ))
            }
        }
        for (layout, at) in shared {
            for (binding, path) in layout.actionBindings(at: at) {
                switch binding {
                case .index(let index) where index >= most:
                    let has = most == 0 ? "none" : "at most \(most)"
                    context.error(path, "no kind has an action \(index + 1) (kinds have \(has))")
                case .id(let id) where !known.contains(id):
                    context.error(path, "no kind has an action '\(id)'" + Suggestion.hint(for: id, in: known))
                default: continue
                }
            }
        }
    }
}

extension LayoutNode {
    /// Every button node in the tree, with its binding (nil: the first action) and its key path
    /// (the tree written at `path`).
    func buttons(at path: KeyPath) -> [(ActionBinding?, KeyPath)] {
        switch element {
        case .stack(_, let children):
            children.enumerated().flatMap { $1.buttons(at: path.appending(index: $0 + 1)) }
        case .button: [(action, path)]
        case .text, .icon, .image, .badge, .progress, .spacer, .spinner: []
        }
    }

    /// Every button's action binding in the tree, with the key path of its `action` key (the
    /// tree written at `path`: a stack's children at `[1]`, `[2]`, …).
    func actionBindings(at path: KeyPath) -> [(ActionBinding, KeyPath)] {
        switch element {
        case .stack(_, let children):
            children.enumerated().flatMap { $1.actionBindings(at: path.appending(index: $0 + 1)) }
        case .button: action.map { [($0, path.appending("action"))] } ?? []
        case .text, .icon, .image, .badge, .progress, .spacer, .spinner: []
        }
    }
}
