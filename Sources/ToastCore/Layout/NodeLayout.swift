/// A node of a layout tree once measured: its size (margin excluded) and its measured children.
struct MeasuredNode {
    var node: LayoutNode
    var size: Size
    var children: [MeasuredNode] = []
    /// For stacks: the width the children and spacing take (padding excluded).
    var contentWidth = 0.0
    /// For stacks: the height the children and spacing take (padding excluded).
    var contentHeight = 0.0
    /// For stacks: the width each flexible child was offered.
    var share = 0.0
    /// For text, badges and buttons: the text as measured.
    var text: TextMeasurement?
    /// Whether the node takes the width a stack has left over.
    var isFlexible: Bool

    var outerWidth: Double { node.margin.left + size.width + node.margin.right }
    var outerHeight: Double { node.margin.top + size.height + node.margin.bottom }
}

/// Measures and places a layout tree for one toast or popup (what its nodes show comes from a
/// `LayoutSource`): the two passes of the layout engine.
///
/// Measuring: a horizontal stack measures its fixed children (icons, images, badges, buttons,
/// sized spacers) against its inner width, then offers what is left to its flexible children
/// (text, stacks holding text, spacers without a width, stretching buttons) in equal shares; a vertical stack offers
/// its inner width to every child. Placing: a horizontal stack gives flexible spacers the width
/// left over, or else stretches its flexible children to their share, and lines children up
/// across by its alignment; a vertical stack stretches flexible children across, lines the
/// others up by its alignment, and centres its children along when it is taller than they are
/// (unless a spacer without a height takes the extra).
struct NodeLayout {
    let source: LayoutSource
    let rightToLeft: Bool
    let measurer: any TextMeasurer

    /// Whether `node` shows anything for this toast.
    func isPresent(_ node: LayoutNode) -> Bool {
        switch node.element {
        case .stack(_, let children): children.contains(where: isPresent)
        case .text(.title): source.title != nil
        case .text(.message): source.message != nil
        case .icon, .image: source.icon != nil
        case .badge: source.count > 1
        case .button: boundAction(node) != nil
        case .progress: source.progress != nil
        case .spacer, .spinner: true
        }
    }

    /// Whether `node` takes the width a horizontal stack has left over.
    func isFlexible(_ node: LayoutNode) -> Bool {
        switch node.element {
        case .stack(_, let children): children.contains { isPresent($0) && isFlexible($0) }
        case .text, .progress: true
        case .spacer: node.width == nil
        case .button: node.stretches
        case .icon, .image, .badge, .spinner: false
        }
    }

    // MARK: Measuring

    /// `node` measured when offered `proposal` points of width; `nil` when it shows nothing.
    func measure(_ node: LayoutNode, proposal: Double) -> MeasuredNode? {
        guard isPresent(node) else { return nil }
        let flexible = isFlexible(node)
        switch node.element {
        case .stack(.horizontal, let children):
            return measureRow(node, children.filter(isPresent), proposal: proposal, flexible: flexible)
        case .stack(.vertical, let children):
            return measureColumn(node, children.filter(isPresent), proposal: proposal, flexible: flexible)
        case .text(let binding):
            guard let bound = text(binding) else { return nil }
            let m = measurer.measure(
                bound.text, font: bound.font, maxWidth: proposal, maxLines: node.maxLines ?? bound.maxLines)
            return MeasuredNode(node: node, size: m.size, text: m, isFlexible: true)
        case .icon, .image:
            let side = node.width ?? source.iconSize
            return MeasuredNode(node: node, size: Size(width: side, height: side), isFlexible: false)
        case .spinner:
            let side = node.width ?? LayoutMetrics.spinnerSize
            return MeasuredNode(node: node, size: Size(width: side, height: side), isFlexible: false)
        case .badge:
            let m = measurer.measure(badgeText, font: source.badgeFont, maxWidth: proposal, maxLines: 1)
            let padding = LayoutMetrics.badgePadding
            return MeasuredNode(
                node: node,
                size: Size(width: m.size.width + padding.horizontal, height: m.size.height + padding.vertical),
                text: m, isFlexible: false)
        case .button:
            guard let (index, action) = boundAction(node) else { return nil }
            let look = source.look(index)
            let padding = look.padding
            // A stretching button takes the width offered; the others their title's (at most half).
            let room = node.stretches ? max(proposal - padding.horizontal, 1) : proposal / 2
            let m = measurer.measure(action.title, font: look.font, maxWidth: room, maxLines: 1)
            return MeasuredNode(
                node: node,
                size: Size(
                    width: node.stretches ? proposal : m.size.width + padding.horizontal,
                    height: node.height ?? m.size.height + padding.vertical),
                text: m, isFlexible: flexible)
        case .progress:
            // Its own width is `width` (or none): placing stretches it like text.
            return MeasuredNode(
                node: node,
                size: Size(
                    width: min(node.width ?? 0, max(proposal, 0)), height: node.height ?? LayoutMetrics.progressHeight),
                isFlexible: true)
        case .spacer:
            return MeasuredNode(
                node: node, size: Size(width: node.width ?? 0, height: node.height ?? 0), isFlexible: flexible)
        }
    }

    private func measureRow(
        _ node: LayoutNode, _ children: [LayoutNode], proposal: Double, flexible: Bool
    ) -> MeasuredNode {
        let inner = proposal - node.padding.horizontal
        var measured = [MeasuredNode?](repeating: nil, count: children.count)
        var remaining = inner
        for (i, child) in children.enumerated() where !isFlexible(child) {
            measured[i] = measure(child, proposal: inner)
            remaining -= measured[i]?.outerWidth ?? 0
        }
        remaining -= node.spacing * Double(max(children.count - 1, 0))
        let flexibles = children.indices.filter { measured[$0] == nil }
        for i in flexibles { remaining -= children[i].margin.horizontal }
        // Spacers without a width take what is left when placing, not a share of the measure.
        let sharing = flexibles.filter { children[$0].element != .spacer }
        let share = max(1, remaining) / Double(max(sharing.count, 1))
        for i in flexibles { measured[i] = measure(children[i], proposal: share) }
        let kids = measured.compactMap { $0 }
        var width = 0.0
        var height = 0.0
        for (i, kid) in kids.enumerated() {
            if i > 0 { width += node.spacing }
            width += kid.outerWidth
            height = max(height, kid.outerHeight)
        }
        return MeasuredNode(
            node: node,
            size: Size(width: width + node.padding.horizontal, height: height + node.padding.vertical),
            children: kids, contentWidth: width, contentHeight: height, share: share, isFlexible: flexible)
    }

    private func measureColumn(
        _ node: LayoutNode, _ children: [LayoutNode], proposal: Double, flexible: Bool
    ) -> MeasuredNode {
        let inner = proposal - node.padding.horizontal
        var kids: [MeasuredNode] = []
        var width = 0.0
        var height = 0.0
        for child in children {
            guard let kid = measure(child, proposal: inner - child.margin.horizontal) else { continue }
            if !kids.isEmpty { height += node.spacing }
            height += kid.outerHeight
            width = max(width, kid.outerWidth)
            kids.append(kid)
        }
        return MeasuredNode(
            node: node,
            size: Size(width: width + node.padding.horizontal, height: height + node.padding.vertical),
            children: kids, contentWidth: width, contentHeight: height, share: inner, isFlexible: flexible)
    }

    // MARK: Placing

    /// Appends the primitives and touch areas of `measured`, placed in `rect` (its margin excluded).
    func place(
        _ measured: MeasuredNode, in rect: Rect, into primitives: inout [Primitive], hits: inout [HitRegion],
        links: inout [LinkRegion]
    ) {
        let node = measured.node
        switch node.element {
        case .stack(.horizontal, _):
            placeRow(measured, in: rect.inset(by: node.padding), into: &primitives, hits: &hits, links: &links)
        case .stack(.vertical, _):
            placeColumn(measured, in: rect.inset(by: node.padding), into: &primitives, hits: &hits, links: &links)
        case .text(let binding):
            guard let bound = text(binding) else { return }
            let alignment = ToastLayoutEngine.physical(
                node.textAlignment ?? source.textAlignment, rightToLeft: rightToLeft)
            let maxLines = node.maxLines ?? bound.maxLines
            let run = TextRun(
                text: bound.text.text, font: bound.font, frame: rect, maxLines: maxLines,
                alignment: alignment, color: bound.color, measurement: measured.text ?? TextMeasurement.empty,
                spans: resolvedSpans(bound.text))
            primitives.append(.text(run, bound.role))
            appendLinks(bound, in: rect, maxLines: maxLines, alignment: alignment, into: &links)
        case .icon, .image:
            guard let icon = source.icon else { return }
            let clip = node.element == .image ? (node.cornerRadius ?? rect.width / 2) : nil
            primitives.append(
                .icon(IconPrimitive(icon: icon, frame: rect, color: source.foreground, clipRadius: clip), .icon))
        case .badge:
            let foreground = source.foreground
            let opacity = LayoutMetrics.badgeFillOpacity
            let fill = Color(
                light: foreground.light.withAlpha(foreground.light.alpha * opacity),
                dark: foreground.dark.withAlpha(foreground.dark.alpha * opacity))
            primitives.append(.box(BoxPrimitive(frame: rect, fill: fill, cornerRadius: rect.height / 2), .badge))
            appendLabel(
                badgeText, font: source.badgeFont, in: rect, padding: LayoutMetrics.badgePadding, color: foreground,
                measurement: measured.text, role: .badgeText, into: &primitives)
        case .button:
            guard let (index, action) = boundAction(node) else { return }
            let look = source.look(index)
            primitives.append(
                .box(BoxPrimitive(frame: rect, fill: look.background, cornerRadius: look.cornerRadius), .button(index)))
            appendLabel(
                action.title, font: look.font, in: rect, padding: look.padding, color: look.foreground,
                measurement: measured.text, role: .buttonTitle(index), into: &primitives)
            hits.append(
                HitRegion(
                    actionID: action.id, visibleFrame: rect,
                    frame: rect.grown(toAtLeast: LayoutMetrics.minimumHitTarget)))
        case .progress:
            guard let progress = source.progress else { return }
            let foreground = source.foreground
            let fill = Rect(x: rect.minX, y: rect.minY, width: rect.width * progress, height: rect.height)
            primitives.append(
                .progress(
                    ProgressPrimitive(
                        frame: rect, fillFrame: fill, track: node.progressTrack(foreground: foreground),
                        fill: node.drawnFill(foreground: foreground),
                        cornerRadius: min(node.cornerRadius ?? rect.height / 2, rect.height / 2)),
                    .progress))
        case .spinner:
            let side = min(rect.width, rect.height)
            let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            primitives.append(
                .spinner(
                    SpinnerPrimitive(
                        frame: square, color: node.drawnFill(foreground: source.foreground),
                        period: node.period ?? LayoutMetrics.spinnerPeriod), .spinner))
        case .spacer:
            return
        }
    }

    /// The spans of rich text as drawn: links in the link colour (unless a `<span color>` inside
    /// says otherwise), underlined.
    private func resolvedSpans(_ text: StyledText) -> [TextSpan] {
        text.spans.map { span in
            guard span.attributes.link != nil else { return span }
            var resolved = span
            resolved.attributes.underline = true
            resolved.attributes.color = span.attributes.color ?? source.linkColor
            return resolved
        }
    }

    /// The touch areas of the links in `bound` set in `rect`, numbered after the links already
    /// placed (the title's come before the message's).
    private func appendLinks(
        _ bound: BoundText, in rect: Rect, maxLines: Int, alignment: PhysicalAlignment,
        into links: inout [LinkRegion]
    ) {
        guard !bound.text.links.isEmpty else { return }
        let first = bound.role == .title ? 0 : source.titleLinkCount
        for (index, href) in bound.text.links.enumerated() {
            for range in bound.text.ranges(ofLink: index) {
                let rects = measurer.rectangles(
                    of: range, in: bound.text, font: bound.font, width: rect.width, maxLines: maxLines,
                    alignment: alignment)
                for box in rects {
                    links.append(
                        LinkRegion(
                            index: first + index, href: href,
                            frame: box.offsetBy(dx: rect.minX, dy: rect.minY), textFrame: rect))
                }
            }
        }
    }

    private func placeRow(
        _ measured: MeasuredNode, in inner: Rect, into primitives: inout [Primitive], hits: inout [HitRegion],
        links: inout [LinkRegion]
    ) {
        let node = measured.node
        let extra = inner.width - measured.contentWidth
        let springs = measured.children.filter { $0.node.element == .spacer && $0.isFlexible }.count
        let stretches = springs == 0 && extra > 1e-9
        let springWidth = springs > 0 ? max(extra, 0) / Double(springs) : 0
        let mid = inner.minY + inner.height / 2
        var x = inner.minX
        for (i, kid) in measured.children.enumerated() {
            if i > 0 { x += node.spacing }
            var width = kid.size.width
            if kid.node.element == .spacer && kid.isFlexible {
                width += springWidth
            } else if stretches && kid.isFlexible {
                width = max(width, measured.share)
            }
            let margin = kid.node.margin
            let y: Double
            switch node.alignment {
            case .start: y = inner.minY + margin.top
            case .center: y = mid - kid.outerHeight / 2 + margin.top
            case .end: y = inner.maxY - margin.bottom - kid.size.height
            }
            let frame = Rect(x: x + margin.left, y: y, width: width, height: kid.size.height)
            place(kid, in: frame, into: &primitives, hits: &hits, links: &links)
            x += margin.left + width + margin.right
        }
    }

    private func placeColumn(
        _ measured: MeasuredNode, in inner: Rect, into primitives: inout [Primitive], hits: inout [HitRegion],
        links: inout [LinkRegion]
    ) {
        let node = measured.node
        let extra = inner.height - measured.contentHeight
        let springs = measured.children.filter { $0.node.element == .spacer && $0.node.height == nil }.count
        let springHeight = springs > 0 ? max(extra, 0) / Double(springs) : 0
        var y = springs == 0 && extra > 1e-9 ? inner.minY + extra / 2 : inner.minY
        for (i, kid) in measured.children.enumerated() {
            if i > 0 { y += node.spacing }
            let margin = kid.node.margin
            var height = kid.size.height
            if kid.node.element == .spacer && kid.node.height == nil { height += springHeight }
            let frame: Rect
            if kid.isFlexible {
                frame = Rect(
                    x: inner.minX + margin.left, y: y + margin.top, width: inner.width - margin.horizontal,
                    height: height)
            } else {
                let x: Double
                switch node.alignment {
                case .start: x = inner.minX + margin.left
                case .center: x = inner.midX - kid.outerWidth / 2 + margin.left
                case .end: x = inner.maxX - margin.right - kid.size.width
                }
                frame = Rect(x: x, y: y + margin.top, width: kid.size.width, height: height)
            }
            place(kid, in: frame, into: &primitives, hits: &hits, links: &links)
            y += margin.top + height + margin.bottom
        }
    }

    // MARK: Content

    /// The action a button node shows and its position in the toast's actions, or `nil` when
    /// the toast has no such action.
    func boundAction(_ node: LayoutNode) -> (Int, ToastAction)? {
        let actions = source.actions
        let index: Int?
        switch node.action {
        case nil: index = actions.isEmpty ? nil : 0
        case .index(let i): index = actions.indices.contains(i) ? i : nil
        case .id(let id): index = actions.firstIndex { $0.id == id }
        }
        return index.map { ($0, actions[$0]) }
    }

    // MARK: Text

    private var badgeText: String { "×\(source.count)" }

    /// The text a text node shows, or `nil` when there is none.
    private func text(_ binding: LayoutNode.TextBinding) -> BoundText? {
        switch binding {
        case .title: source.title
        case .message: source.message
        }
    }

    /// A one-line label inside a box's padding, centred in what the padding leaves (a badge's
    /// count, a button's title; a box sized by its label leaves exactly the label's height).
    private func appendLabel(
        _ text: String, font: FontSpec, in box: Rect, padding: EdgeInsets, color: Color,
        measurement: TextMeasurement?, role: PrimitiveRole, into primitives: inout [Primitive]
    ) {
        let measurement = measurement ?? .empty
        let free = box.height - padding.vertical - measurement.size.height
        let frame = Rect(
            x: box.minX + padding.left, y: box.minY + padding.top + free / 2,
            width: max(box.width - padding.horizontal, 1), height: measurement.size.height)
        primitives.append(
            .text(
                TextRun(
                    text: text, font: font, frame: frame, maxLines: 1, alignment: .center, color: color,
                    measurement: measurement), role))
    }
}

extension TextMeasurement {
    /// Nothing measured: zero size, no lines.
    static let empty = TextMeasurement(size: Size(width: 0, height: 0), lineCount: 0, isTruncated: false)
}
