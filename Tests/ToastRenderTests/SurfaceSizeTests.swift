import Synchronization
import Testing
import ToastCore
import ToastPNG

@testable import ToastRender

/// Values built in Swift reach the renderer without the schema: every numeric style value set to
/// an extreme either draws or is refused with `RenderError.surfaceTooLarge`; nothing traps and
/// Cairo never sees a size it refuses.
@Suite("Surfaces are sized before they are allocated")
struct SurfaceSizeTests {
    static let extremes: [Double] = [1e20, 1e308, -1e308, .infinity, -.infinity, .nan]

    /// Every number of a style, one writer each (the Swift API has no schema to list them).
    static let setters: [(String, @Sendable (inout ToastStyle, Double) -> Void)] = [
        ("padding.top", { $0.padding.top = $1 }), ("padding.left", { $0.padding.left = $1 }),
        ("padding.bottom", { $0.padding.bottom = $1 }), ("padding.right", { $0.padding.right = $1 }),
        ("minHeight", { $0.minHeight = $1 }), ("cornerRadius", { $0.cornerRadius = $1 }),
        ("iconSize", { $0.iconSize = $1 }), ("iconSpacing", { $0.iconSpacing = $1 }),
        ("stackSpacing", { $0.stackSpacing = $1 }), ("maxWidth.points", { $0.maxWidth = .points($1) }),
        ("maxWidth.fraction", { $0.maxWidth = .fraction($1) }),
        ("margins.top", { $0.margins.top = $1 }), ("margins.bottom", { $0.margins.bottom = $1 }),
        ("margins.horizontal", { $0.margins.horizontal = $1 }),
        ("shadow.radius", { $0.shadow = Shadow(color: .black, radius: $1, offset: Point(x: 0, y: 2)) }),
        ("shadow.offset", { $0.shadow = Shadow(color: .black, radius: 8, offset: Point(x: $1, y: $1)) }),
        ("border.width", { $0.border = Border(width: $1, color: .black) }),
        ("material.radius", { $0.material = Material(radius: $1) }),
        ("material.saturation", { $0.material = Material(saturation: $1) }),
    ]

    @Test("every style number at every extreme draws or is refused as too large", arguments: extremes)
    func swiftStyleSweep(_ value: Double) throws {
        let renderer = try renderer()
        for (name, set) in Self.setters {
            var style = ToastStyle()
            set(&style, value)
            do {
                _ = try renderer.render(frame(toast(style: style)))
            } catch let error as RenderError {
                guard case .surfaceTooLarge = error else {
                    Issue.record("\(name) = \(value): \(error)")
                    continue
                }
            } catch {
                Issue.record("\(name) = \(value): \(error)")
            }
        }
    }

    @Test("a shadow wider than a surface may be is refused before its mask is made, with the kind named")
    func hugeShadowIsRefused() throws {
        var style = ToastStyle()
        style.minHeight = 20_000
        style.shadow = Shadow(color: .black, radius: 30, offset: Point(x: 0, y: 2))
        #expect {
            _ = try renderer().render(frame(toast(style: style)))
        } throws: { error in
            (error as? RenderError)?.description
                == "the toast of kind 'saved' would be 301×60,000 pixels, more than Tartine draws (at most 16384 pixels a side and 33,554,432 pixels)"
        }
    }

    @Test("a layer at a coordinate that is not a number is refused, not converted")
    func notANumberIsRefused() throws {
        var style = ToastStyle()
        style.padding.top = .nan
        #expect {
            _ = try renderer().render(frame(toast(style: style)))
        } throws: { error in
            (error as? RenderError)?.description
                == "the toast of kind 'saved': its geometry is not a finite number; nothing drawn"
        }
    }

    @Test("a contact sheet's size is computed before any cell is drawn")
    func sheetSizeIsComputedFirst() throws {
        #expect(
            try ContactSheet.pixelSize(
                cellWidth: 393, cellHeight: 852, rows: 14, columns: 6, hasColumnLabels: true, hasRowLabels: true)
                == (width: 2652, height: 12304))
        #expect {
            _ = try ContactSheet.pixelSize(
                cellWidth: 393, cellHeight: 852, rows: 200, columns: 6, hasColumnLabels: true, hasRowLabels: true)
        } throws: { error in
            (error as? RenderError)?.description
                == "the contact sheet of 200 rows and 6 columns would be 2,652×173,752 pixels, more than Tartine draws (at most 16384 pixels a side and 33,554,432 pixels)"
        }
    }

    @Test("a theme sheet over the limit is refused before its cells are rendered")
    func themeSheetRefusedFirst() throws {
        let kinds = (0..<20).map { ToastKind(id: "k\($0)", message: .literal("m")) }
        let sheet = ThemeSheet(theme: Theme(name: "many", kinds: kinds))
        let drawn = Mutex(0)
        #expect(throws: RenderError.self) {
            _ = try sheet.render(fonts: fonts) { done, _ in drawn.withLock { $0 = done } }
        }
        #expect(drawn.withLock { $0 } == 0)
    }
}
