import ToastCore

/// The system and app chrome of the mock app on Android, after Material 3: the status bar with
/// the camera's punch hole, the small top app bar, the navigation bar with its active indicator,
/// and the gesture bar.
extension MockAppPainter {
    func androidStatusBar() {
        let centreY = screen.safeArea.top / 2
        line("9:41", font(14, .medium), Rect(x: 24, y: centreY - 9, width: 60, height: 18), palette.label)
        // The front camera's punch hole, centred.
        cairo.fillCircle(centre: width / 2, centreY, radius: 6.5, color: .black)
        // Wi-Fi, signal and battery toward the trailing edge.
        var x = width - 24
        let battery = Rect(x: x - 8, y: centreY - 7.5, width: 8, height: 15)
        cairo.fillRoundedRectangle(place(battery), radius: 1.5, color: palette.label)
        x -= 8 + 6
        cairo.newPath()
        cairo.move(to: placeX(x), centreY - 6.5)
        cairo.line(to: placeX(x), centreY + 6.5)
        cairo.line(to: placeX(x - 13), centreY + 6.5)
        cairo.closePath()
        cairo.setSource(palette.label)
        cairo.fill()
        x -= 13 + 6
        cairo.newPath()
        let fanCentre = placeX(x - 8)
        cairo.move(to: fanCentre, centreY + 6)
        cairo.arc(centre: fanCentre, centreY + 6, radius: 12, from: -0.75 * .pi, to: -0.25 * .pi)
        cairo.closePath()
        cairo.setSource(palette.label)
        cairo.fill()
    }

    /// The small top app bar, `Screen.navigationBarFrame` below the status bar: a menu icon,
    /// the title, and search and overflow actions at the trailing end.
    func topAppBar() {
        let top = screen.safeArea.top
        let centreY = top + screen.chrome.navigationBarHeight / 2
        for row in -1...1 {
            let y = centreY + Double(row) * 6
            cairo.strokeLine(
                from: Point(x: placeX(19), y: y), to: Point(x: placeX(37), y: y), width: 2, color: palette.label)
        }
        line(app.title, font(22), Rect(x: 64, y: centreY - 14, width: width - 160, height: 28), palette.label)
        // Search: a magnifying glass.
        let search = Point(x: placeX(width - 76), y: centreY)
        let direction = screen.isRightToLeft ? -1.0 : 1.0
        cairo.newPath()
        cairo.arc(centre: search.x - 2 * direction, search.y - 2, radius: 6.5, from: 0, to: 2 * .pi)
        cairo.setLineWidth(2)
        cairo.setSource(palette.secondaryLabel)
        cairo.stroke()
        cairo.strokeLine(
            from: Point(x: search.x + 2.6 * direction, y: search.y + 2.6),
            to: Point(x: search.x + 8 * direction, y: search.y + 8), width: 2.2, color: palette.secondaryLabel)
        // Overflow: three dots, one above the other.
        for row in -1...1 {
            cairo.fillCircle(
                centre: placeX(width - 28), centreY + Double(row) * 6, radius: 2, color: palette.secondaryLabel)
        }
    }

    /// The navigation bar in `Screen.tabBarFrame` (down behind the gesture bar): four
    /// destinations, the first selected in its pill-shaped active indicator.
    func materialNavigationBar() {
        let bar = screen.tabBarFrame
        cairo.rectangle(bar)
        cairo.setSource(palette.bar)
        cairo.fill()
        let items = ["Today", "Entries", "Search", "Settings"]
        let itemWidth = min(width / Double(items.count), 168)
        let start = (width - itemWidth * Double(items.count)) / 2
        for (index, title) in items.enumerated() {
            let centreX = placeX(start + itemWidth * (Double(index) + 0.5))
            let selected = index == 0
            let pill = Rect(x: centreX - 32, y: bar.minY + 12, width: 64, height: 32)
            if selected { cairo.fillRoundedRectangle(pill, radius: 16, color: palette.indicator) }
            tabIcon(
                index, centre: Point(x: centreX, y: pill.midY),
                color: selected ? palette.onIndicator : palette.inactive,
                on: selected ? palette.indicator : palette.bar)
            text.drawLine(
                title, font: font(12, selected ? .semibold : .medium),
                in: Rect(x: centreX - itemWidth / 2, y: pill.maxY + 4, width: itemWidth, height: 16),
                alignment: .center, color: selected ? palette.label : palette.inactive, on: cairo)
        }
    }

    /// The gesture bar's handle, centred in the bottom safe area.
    func gestureBar() {
        guard screen.safeArea.bottom > 0 else { return }
        let handle = Rect(x: width / 2 - 54, y: height - screen.safeArea.bottom / 2 - 2, width: 108, height: 4)
        cairo.fillRoundedRectangle(handle, radius: 2, color: palette.label)
    }
}
