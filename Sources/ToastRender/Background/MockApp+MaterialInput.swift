import ToastCore

/// The mock app's modal bottom sheet and software keyboard on Android, after Material 3 and
/// Gboard: a sheet with 28-point top corners and a drag handle over the scrim; keys without
/// shadows on the surface container, function keys in the secondary container, and the enter
/// key in the primary colour.
extension MockAppPainter {
    /// The modal bottom sheet ("New entry"), 72 points below the status bar, over the scrim.
    func materialSheet() {
        cairo.rectangle(Rect(x: 0, y: 0, width: width, height: height))
        cairo.setSource(palette.sheetDim)
        cairo.fill()
        let top = screen.safeArea.top + 72
        cairo.roundedRectangle(
            Rect(x: 0, y: top, width: width, height: height - top), radius: 28, corners: (true, true, false, false))
        cairo.setSource(palette.sheet)
        cairo.fill()
        // The drag handle: 32 × 4, 22 below the sheet's top edge.
        cairo.fillRoundedRectangle(
            Rect(x: width / 2 - 16, y: top + 22, width: 32, height: 4), radius: 2,
            color: palette.secondaryLabel.withAlpha(0.4))
        let headerY = top + 44
        closeGlyph(centre: Point(x: placeX(28), y: headerY + 14))
        line("New entry", font(22), Rect(x: 64, y: headerY, width: width - 160, height: 28), palette.label)
        line(
            "Save", font(14, .medium), Rect(x: width - 96, y: headerY + 5, width: 72, height: 18), palette.tint,
            alignment: .right)
        line(
            "Tuesday, 12 March", font(14), Rect(x: 24, y: top + 96, width: width - 48, height: 20),
            palette.secondaryLabel)
        line("Picnic in the park", font(24), Rect(x: 24, y: top + 122, width: width - 48, height: 32), palette.label)
        // The text field being typed in: its label, the text and caret, the primary underline.
        let field = Rect(x: 24, y: top + 168, width: width - 48, height: 56)
        cairo.roundedRectangle(place(field), radius: 4, corners: (true, true, false, false))
        cairo.setSource(palette.bar)
        cairo.fill()
        line("Entry", font(12), Rect(x: 40, y: field.minY + 8, width: field.width - 32, height: 16), palette.tint)
        let typed = line(
            "Sun, sandwiches and a long walk", font(16),
            Rect(x: 40, y: field.minY + 26, width: field.width - 32, height: 22), palette.label)
        let caretX = screen.isRightToLeft ? width - 40 - typed - 3 : 40 + typed + 1
        cairo.fillRoundedRectangle(
            Rect(x: caretX, y: field.minY + 26, width: 2, height: 22), radius: 1, color: palette.tint)
        cairo.rectangle(Rect(x: field.minX, y: field.maxY - 2, width: field.width, height: 2))
        cairo.setSource(palette.tint)
        cairo.fill()
    }

    /// Gboard: a row of suggestions, three letter rows with shift and delete, and the bottom row
    /// (`?123`, comma, space, full stop, enter), then the system's keyboard-hide chevron beside
    /// the gesture bar.
    func materialKeyboard() {
        guard let top = keyboardTop else { return }
        cairo.rectangle(Rect(x: 0, y: top, width: width, height: height - top))
        cairo.setSource(palette.keyboard)
        cairo.fill()
        let words = ["I", "The", "I'm"]
        let cell = width / 3
        for (index, word) in words.enumerated() {
            line(
                word, font(16, index == 1 ? .semibold : .regular),
                Rect(x: cell * Double(index), y: top + 12, width: cell, height: 20), palette.label, alignment: .center)
        }
        let grid = KeyboardGrid(
            width: width, sidePadding: 4, spacing: 6, keyHeight: 44, rowPitch: 54, rowsTop: top + 48)
        let (sidePadding, spacing, keyHeight, keyWidth) = (
            grid.sidePadding, grid.spacing, grid.keyHeight, grid.keyWidth
        )
        for (frame, letter) in grid.letterKeys { materialKey(frame, label: letter.lowercased(), fill: palette.key) }
        let thirdY = grid.rowTop(2)
        let sideKey = keyWidth * 1.45
        let shift = Rect(x: sidePadding, y: thirdY, width: sideKey, height: keyHeight)
        let delete = Rect(x: width - sidePadding - sideKey, y: thirdY, width: sideKey, height: keyHeight)
        materialKey(shift, label: "⇧", fill: palette.specialKey)
        materialKey(delete, label: "⌫", fill: palette.specialKey)
        let bottomY = grid.rowTop(3)
        let symbols = Rect(x: sidePadding, y: bottomY, width: keyWidth * 1.45, height: keyHeight)
        let comma = Rect(x: symbols.maxX + spacing, y: bottomY, width: keyWidth, height: keyHeight)
        let enter = Rect(
            x: width - sidePadding - keyWidth * 1.45, y: bottomY, width: keyWidth * 1.45, height: keyHeight)
        let stop = Rect(x: enter.minX - spacing - keyWidth, y: bottomY, width: keyWidth, height: keyHeight)
        let space = Rect(
            x: comma.maxX + spacing, y: bottomY, width: stop.minX - spacing - comma.maxX - spacing, height: keyHeight)
        materialKey(symbols, label: "?123", fill: palette.specialKey)
        materialKey(comma, label: ",", fill: palette.specialKey)
        materialKey(space, label: nil, fill: palette.key)
        materialKey(stop, label: ".", fill: palette.specialKey)
        materialKey(enter, label: nil, fill: palette.tint)
        enterGlyph(in: place(enter))
        if screen.safeArea.bottom > 0 {
            hideChevron(centre: Point(x: placeX(36), y: height - screen.safeArea.bottom / 2))
        }
    }

    /// A key: a rounded rectangle, no shadow, its label centred.
    private func materialKey(_ rect: Rect, label: String?, fill: RGBA) {
        let frame = place(rect)
        cairo.fillRoundedRectangle(frame, radius: 6, color: fill)
        guard let label else { return }
        text.drawLine(
            label, font: font(label.count > 1 ? 14 : 22, label.count > 1 ? .medium : .regular), in: frame,
            alignment: .center, color: palette.label, on: cairo)
    }

    /// The enter key's arrow (↵, pointing toward the leading edge), in on-primary.
    private func enterGlyph(in frame: Rect) {
        let c = frame.center
        let direction = screen.isRightToLeft ? -1.0 : 1.0
        let corner = Point(x: c.x + 7 * direction, y: c.y - 6)
        let tip = Point(x: c.x - 7 * direction, y: c.y + 3)
        cairo.newPath()
        cairo.move(to: corner.x, corner.y)
        cairo.line(to: corner.x, tip.y)
        cairo.line(to: tip.x, tip.y)
        cairo.setLineWidth(2)
        cairo.setRoundLineCaps(true)
        cairo.setSource(palette.onTint)
        cairo.stroke()
        cairo.strokeLine(
            from: tip, to: Point(x: tip.x + 4 * direction, y: tip.y - 4), width: 2, color: palette.onTint)
        cairo.strokeLine(
            from: tip, to: Point(x: tip.x + 4 * direction, y: tip.y + 4), width: 2, color: palette.onTint)
    }

    /// The sheet's close button: an ×.
    private func closeGlyph(centre c: Point) {
        cairo.strokeLine(
            from: Point(x: c.x - 7, y: c.y - 7), to: Point(x: c.x + 7, y: c.y + 7), width: 2, color: palette.label)
        cairo.strokeLine(
            from: Point(x: c.x - 7, y: c.y + 7), to: Point(x: c.x + 7, y: c.y - 7), width: 2, color: palette.label)
    }

    /// The system's keyboard-hide button in the gesture area: a chevron pointing down.
    private func hideChevron(centre c: Point) {
        cairo.newPath()
        cairo.move(to: c.x - 6, c.y - 3)
        cairo.line(to: c.x, c.y + 3)
        cairo.line(to: c.x + 6, c.y - 3)
        cairo.setLineWidth(2)
        cairo.setRoundLineCaps(true)
        cairo.setSource(palette.label)
        cairo.stroke()
    }
}
