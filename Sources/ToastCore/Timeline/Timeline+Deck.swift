/// The geometry of the `deck` policy: where each toast of a deck is, how scaled and how opaque,
/// collapsed, expanded and between the two, at any time `t` from the records alone.
///
/// Distances here run away from the screen edge the deck sits on (up for a bottom deck, down
/// for a top or centred one), from the toast's own laid-out frame. Every toast counts by its
/// presence (0…1, as it enters or leaves), so a deck moves smoothly as toasts come and go.
///
/// - Collapsed, a toast `d` places behind its deck's front card is scaled `1 - scaleStep·d`
///   and its far edge sits `offsetStep·d` past the front card's far edge; past `visibleBehind`
///   it fades out.
/// - Expanded, the deck is a stack: each toast is pushed away by the newer ones of its deck,
///   their heights and the style's `stackSpacing`.
/// - Decks (one per group key at a position) stack like toasts, the deck with the newest toast
///   nearest the edge, each taking the room its state needs.
extension Timeline {
    /// One toast on screen at a position, as the deck geometry sees it.
    private struct Card {
        let index: Int
        let key: DeckKey
        let presence: Double
        let height: Double
        let spacing: Double
        let leaving: Bool
    }

    /// The deck offset (along the stacking axis, signed for the screen) and the deck layer of
    /// the toast of entry `index` at `t`.
    func deckPlacement(_ index: Int, settings: DeckConfiguration, at t: Double) -> (offset: Double, layer: DeckLayer) {
        let own = entries[index].record.revision(at: t).content
        let key = DeckKey(own)
        let cards = deckCards(at: own.position, at: t)
        guard let me = cards.first(where: { $0.index == index }) else {
            return (0, DeckLayer(depth: 0, behind: 0, expansion: 0, scale: 1, opacity: 1))
        }
        let deck = cards.filter { $0.key == key }
        let newer = deck.filter { $0.index > index }
        let depth = newer.reduce(0) { $0 + $1.presence }
        let expansion = data.deckToggles.expansion(of: key, at: t)

        // Expanded: pushed away by the newer toasts of the deck, as a stack.
        let expandedShift = newer.reduce(0) { $0 + $1.presence * ($1.height + $1.spacing) }
        // Collapsed: scaled about the centre, the far edge past the front card's.
        let scale = max(1 - settings.scaleStep * depth, 0)
        let peek = settings.offsetStep * min(depth, Double(settings.visibleBehind) + 1)
        let farEdge = me.height + (Self.frontHeight(deck) - me.height) * min(depth, 1) + peek
        let collapsedShift = farEdge - (me.height + scale * me.height) / 2
        let opacity = min(max(1 - (depth - Double(settings.visibleBehind)), 0), 1)

        let shift = collapsedShift + (expandedShift - collapsedShift) * expansion
        let offset = Self.decksAhead(of: key, in: cards, settings: settings, toggles: data.deckToggles, at: t) + shift
        let behind = deck.filter { $0.index < index && !$0.leaving }.count
        let layer = DeckLayer(
            depth: depth, behind: behind, expansion: expansion,
            scale: scale + (1 - scale) * expansion, opacity: opacity + (1 - opacity) * expansion)
        return (own.position.verticalEdge == .bottom ? -offset : offset, layer)
    }

    /// The toasts on screen at `position` at `t`, oldest first.
    private func deckCards(at position: ToastPosition, at t: Double) -> [Card] {
        var cards: [Card] = []
        for (index, entry) in entries.enumerated() where entry.record.isOnScreen(at: t) {
            let layoutIndex = entry.revisionIndex(at: t)
            let revision = entry.revisions[layoutIndex]
            guard revision.content.position == position else { continue }
            cards.append(
                Card(
                    index: index, key: DeckKey(revision.content),
                    presence: min(max(Self.visibility(of: entry.record, at: t), 0), 1),
                    height: entry.layouts[layoutIndex].layout.size.height,
                    spacing: revision.content.style.stackSpacing,
                    leaving: (entry.record.exitStart ?? .infinity) <= t))
        }
        return cards
    }

    /// The height the front card of `deck` (oldest first) has: each newer card takes over as it
    /// becomes present.
    private static func frontHeight(_ deck: [Card]) -> Double {
        guard var height = deck.first?.height else { return 0 }
        for card in deck.dropFirst() { height += card.presence * (card.height - height) }
        return height
    }

    /// The room the decks nearer the edge than deck `key` take: those whose newest toast is
    /// newer than its newest, each collapsed, expanded or between, as its own toggles say.
    private static func decksAhead(
        of key: DeckKey, in cards: [Card], settings: DeckConfiguration, toggles: [DeckToggle], at t: Double
    ) -> Double {
        var newest: [DeckKey: Int] = [:]
        var order: [DeckKey] = []
        for card in cards {
            if newest[card.key] == nil { order.append(card.key) }
            newest[card.key] = card.index
        }
        guard let mine = newest[key] else { return 0 }
        var room = 0.0
        for other in order where (newest[other] ?? 0) > mine {
            let deck = cards.filter { $0.key == other }
            let expanded = deck.reduce(0) { $0 + $1.presence * ($1.height + $1.spacing) }
            let present = deck.map(\.presence).max() ?? 0
            let depth = deck.reduce(0) { $0 + $1.presence } - present
            let spacing = deck.last?.spacing ?? 0
            let collapsed =
                present * (frontHeight(deck) + spacing) + settings.offsetStep
                * min(depth, Double(settings.visibleBehind))
            let expansion = toggles.expansion(of: other, at: t)
            room += collapsed + (expanded - collapsed) * expansion
        }
        return room
    }
}
