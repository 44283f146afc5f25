/// What the presenter put on screen, as plain records: the input of a `Timeline`.
public struct TimelineData: Sendable {
    /// Every toast shown, finished ones included when the presenter keeps history.
    public var toasts: [ToastRecord]
    /// Every popup shown.
    public var popups: [PopupRecord]
    /// How decks look, under the `deck` policy; `nil` stacks toasts in full.
    public var deck: DeckConfiguration?
    /// Every expand and collapse of a deck, oldest first.
    public var deckToggles: [DeckToggle]
    /// Whether motion is reduced: spinners stand still (their layers have no ``ToastLayer/age``).
    public var reducedMotion: Bool

    /// Creates timeline data from the records of toasts and popups (and, under the `deck`
    /// policy, its settings and the decks' expands and collapses).
    public init(
        toasts: [ToastRecord], popups: [PopupRecord] = [], deck: DeckConfiguration? = nil,
        deckToggles: [DeckToggle] = [], reducedMotion: Bool = false
    ) {
        self.toasts = toasts
        self.popups = popups
        self.deck = deck
        self.deckToggles = deckToggles
        self.reducedMotion = reducedMotion
    }

    /// The time the last layer leaves the screen (`nil` while something stays indefinitely).
    public var endTime: Double? {
        var end = 0.0
        for toast in toasts {
            guard let exit = toast.exitEnd else { return nil }
            end = max(end, exit)
        }
        for popup in popups {
            guard let exit = popup.exitEnd else { return nil }
            end = max(end, exit)
        }
        return end
    }
}

/// What is on screen at any time t: the records of a presenter, laid out on a screen.
///
/// Layout is done once, when the timeline is made (one per content revision); `frame(at:)` only
/// evaluates curves and sums stack offsets, so it is cheap enough to call for every frame.
public struct Timeline: Sendable {
    struct Entry: Sendable {
        let record: ToastRecord
        let revisions: [ToastRecord.Revision]
        /// One per revision: the inner layout and the base frame.
        let layouts: [(layout: ToastLayout, frame: Rect)]
        /// Under the `deck` policy, the count its last revision shows as a deck's front card.
        let badge: DeckBadge?

        /// The revision in force at `t` (the first before the toast shows): what the toast
        /// looks like then, how tall it is and where it sits, for its own layer and for the
        /// stack it pushes. Never a later one: a frame shows only what has happened by `t`, as a
        /// live host, which knows no later revision, draws it.
        func revisionIndex(at t: Double) -> Int {
            var index = 0
            for (i, revision) in revisions.enumerated() where revision.time <= t { index = i }
            return index
        }
    }

    /// The screen the records are laid out on.
    public let screen: Screen
    /// The records the timeline was made from.
    public let data: TimelineData
    let entries: [Entry]
    let popupLayouts: [PopupLayout]

    /// Lays out every revision of every toast and popup in `data` on `screen`, once.
    /// - Parameters:
    ///   - data: the records, from `Presenter.timeline`.
    ///   - screen: the screen to lay them out on.
    ///   - measurer: measures text (the renderer's Pango measurer, or `MonospaceMeasurer`).
    public init(_ data: TimelineData, screen: Screen, measurer: any TextMeasurer) {
        self.init(data, screen: screen, measurer: measurer, reusing: nil)
    }

    /// `init(_:screen:measurer:)`, taking from `earlier` what it laid out already: a revision
    /// of the same toast with the very same content and count (`Revision.laysOutAs`), on the
    /// same screen, keeps its layout (and the last one its deck badge). A host
    /// that makes a timeline for every frame (``ToastCenter/frame(on:measurer:)``) then lays out
    /// only what changed since the last frame.
    /// - Precondition: `earlier` was laid out by `measurer` (layouts are only as good as the
    ///   measurer that made them).
    init(_ data: TimelineData, screen: Screen, measurer: any TextMeasurer, reusing earlier: Timeline?) {
        let engine = ToastLayoutEngine(measurer: measurer)
        self.screen = screen
        self.data = data
        var kept: [ToastID: Entry] = [:]
        if let earlier, earlier.screen == screen {
            kept.reserveCapacity(earlier.entries.count)
            for entry in earlier.entries { kept[entry.record.id] = entry }
        }
        self.entries = data.toasts.sorted {
            $0.enterStart < $1.enterStart || ($0.enterStart == $1.enterStart && $0.id < $1.id)
        }
        .map { record in
            let revisions = record.revisions
            let before = kept[record.id]
            let layouts = revisions.indices.map { index in
                let revision = revisions[index]
                if let before, index < before.revisions.count, before.revisions[index].laysOutAs(revision) {
                    return before.layouts[index]
                }
                let layout = engine.layout(revision.content, count: revision.count, on: screen)
                let frame = engine.frame(
                    size: layout.size, position: revision.content.position,
                    style: revision.content.style, on: screen)
                return (layout, frame)
            }
            let badge = data.deck.map { _ in
                // The badge depends on the last revision's style and size alone.
                if let before, let badge = before.badge, before.revisions.count == revisions.count,
                    let last = revisions.last, before.revisions.last?.laysOutAs(last) == true
                {
                    return badge
                }
                return DeckBadge(
                    style: record.latest.content.style, size: layouts[layouts.count - 1].0.size,
                    rightToLeft: screen.isRightToLeft, measurer: measurer)
            }
            return Entry(record: record, revisions: revisions, layouts: layouts, badge: badge)
        }
        self.popupLayouts = data.popups.map { engine.layout($0.popup, style: $0.style, on: screen) }
    }

    /// Everything on screen at time `t`.
    public func frame(at t: Double) -> Frame {
        var toasts: [ToastLayer] = []
        for (index, entry) in entries.enumerated() where entry.record.isOnScreen(at: t) {
            toasts.append(layer(entry, index: index, at: t))
        }
        var popup: PopupLayer?
        for (index, record) in data.popups.enumerated() where record.isOnScreen(at: t) {
            let (transform, phase) = Self.animate(
                enterStart: record.enterStart, enter: record.enter,
                exitStart: record.exitStart, exit: record.exit,
                exitStartProgress: 0, size: popupLayouts[index].frame.size, slideVector: { _ in .zero }, at: t)
            popup = PopupLayer(
                id: record.id, popup: record.popup, style: record.style, layout: popupLayouts[index],
                transform: transform, backdropOpacity: transform.opacity, phase: phase)
        }
        return Frame(time: t, screen: screen, popup: popup, toasts: toasts)
    }

    private func layer(_ entry: Entry, index: Int, at t: Double) -> ToastLayer {
        let record = entry.record
        let revisionIndex = entry.revisionIndex(at: t)
        let revision = entry.revisions[revisionIndex]
        let (laidOut, base) = entry.layouts[revisionIndex]
        var layout = laidOut
        let position = revision.content.position
        let placement = data.deck.map { deckPlacement(index, settings: $0, at: t) }
        var frame = base.offsetBy(
            dx: 0, dy: placement?.offset ?? stackOffset(below: index, position: position, at: t))
        frame.size = layout.size
        let (animated, phase) = Self.animate(
            enterStart: record.enterStart, enter: record.enter, exitStart: record.exitStart, exit: record.exit,
            exitStartProgress: record.exitStartProgress, size: layout.size,
            slideVector: { slide in self.slideVector(slide, frame: frame, position: position) }, at: t)
        var transform = animated
        let drag = record.dragOffset(at: t)
        if drag != .zero {
            // The finger's offset (x toward trailing), fading out as the exit carries the toast
            // away: a swiped toast leaves from where the finger let go.
            let weight = phase == .exiting ? min(max(Self.visibility(of: record, at: t), 0), 1) : 1
            let x = screen.isRightToLeft ? -drag.x : drag.x
            transform.offset = Point(x: transform.offset.x + x * weight, y: transform.offset.y + drag.y * weight)
        }
        if let placement {
            transform.scale *= placement.layer.scale
            transform.opacity *= placement.layer.opacity
            if placement.layer.showsCount, let badge = entry.badge {
                layout.primitives += badge.primitives(count: placement.layer.behind)
            }
        }
        return ToastLayer(
            id: record.id, content: revision.content, count: revision.count, frame: frame,
            layout: layout, transform: transform, phase: phase, deck: placement?.layer,
            age: data.reducedMotion ? nil : max(t - record.enterStart, 0), springsBack: record.springsBack(at: t))
    }

    /// How far newer toasts at the same position push this one, each weighted by how present
    /// it is (so the stack moves smoothly as toasts come and go).
    private func stackOffset(below index: Int, position: ToastPosition, at t: Double) -> Double {
        var offset = 0.0
        var i = index + 1
        while i < entries.count {
            let newer = entries[i]
            i += 1
            guard newer.record.enterStart <= t else { break }
            let shown = newer.revisionIndex(at: t)
            let content = newer.revisions[shown].content
            guard newer.record.isOnScreen(at: t), content.position == position else { continue }
            let presence = min(max(Self.visibility(of: newer.record, at: t), 0), 1)
            offset += presence * (newer.layouts[shown].layout.size.height + content.style.stackSpacing)
        }
        return position.verticalEdge == .bottom ? -offset : offset
    }

    /// The offset a layer has when fully hidden by `slide`. An `auto` slide leaves toward the
    /// toast's own edge: a corner toast its side (the nearer horizontal edge, as macOS's
    /// notifications and notistack's corner snackbars do), a top or bottom toast that edge, a
    /// centred one 48 pt downward.
    private func slideVector(_ slide: Slide, frame: Rect, position: ToastPosition) -> Point {
        var edge = slide.edge
        var distance = slide.distance
        if edge == .auto {
            switch (position.horizontalEdge, position.verticalEdge) {
            case (.leading, _): edge = .leading
            case (.trailing, _): edge = .trailing
            case (_, .top): edge = .top
            case (_, .bottom): edge = .bottom
            default:
                edge = .bottom
                distance = distance ?? 48
            }
        }
        if screen.isRightToLeft {
            if edge == .leading { edge = .trailing } else if edge == .trailing { edge = .leading }
        }
        let margin = 8.0
        switch edge {
        case .top, .auto: return Point(x: 0, y: -(distance ?? frame.maxY + margin))
        case .bottom: return Point(x: 0, y: distance ?? screen.size.height - frame.minY + margin)
        case .leading: return Point(x: -(distance ?? frame.maxX + margin), y: 0)
        case .trailing: return Point(x: distance ?? screen.size.width - frame.minX + margin, y: 0)
        }
    }
}
