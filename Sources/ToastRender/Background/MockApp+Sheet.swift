import ToastCore

/// The page sheet of the mock app ("New Entry"), drawn over the dimmed app.
extension MockAppPainter {
    func sheet() {
        cairo.rectangle(Rect(x: 0, y: 0, width: width, height: height))
        cairo.setSource(palette.sheetDim)
        cairo.fill()
        let top = screen.safeArea.top + 10
        let sheet = Rect(x: 0, y: top, width: width, height: height - top)
        cairo.roundedRectangle(sheet, radius: 12, corners: (true, true, false, false))
        cairo.setSource(palette.sheet)
        cairo.fill()
        // Grabber.
        cairo.fillRoundedRectangle(
            Rect(x: width / 2 - 18, y: top + 5, width: 36, height: 5), radius: 2.5,
            color: palette.tertiaryLabel)
        let headerY = top + 18
        line("Cancel", font(17), Rect(x: 16, y: headerY, width: 100, height: 22), palette.tint)
        line(
            "New Entry", font(17, .semibold), Rect(x: width / 2 - 100, y: headerY, width: 200, height: 22),
            palette.label, alignment: .center)
        line(
            "Save", font(17, .semibold), Rect(x: width - 116, y: headerY, width: 100, height: 22), palette.tint,
            alignment: .right)
        line(
            "Tuesday, 12 March", font(15), Rect(x: 20, y: top + 66, width: width - 40, height: 20),
            palette.secondaryLabel)
        line(
            "Picnic in the park", font(24, .bold), Rect(x: 20, y: top + 92, width: width - 40, height: 32),
            palette.label)
        let typed = line(
            "Sun, sandwiches and a long walk", font(17),
            Rect(x: 20, y: top + 132, width: width - 40, height: 24), palette.label)
        // The caret after the typed text.
        let caretX = screen.isRightToLeft ? width - 20 - typed - 3 : 20 + typed + 1
        cairo.fillRoundedRectangle(Rect(x: caretX, y: top + 131, width: 2, height: 26), radius: 1, color: palette.tint)
        line(
            "Add a photo or a place", font(17), Rect(x: 20, y: top + 176, width: width - 40, height: 24),
            palette.tertiaryLabel)
    }
}
