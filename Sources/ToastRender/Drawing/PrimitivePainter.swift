import ToastCore

/// Draws the primitives of one layer (a toast or a popup card) in its own coordinates (origin
/// at its top-left, before the layer transform), in order: materials, boxes (shadow, fill,
/// border), text runs, icons, progress bars. Every position and size comes from the primitives; this type decides none.
struct PrimitivePainter {
    let cairo: CairoContext
    let text: TextPainter
    let shadows: ShadowCache
    let images: ImageCache
    let appearance: Appearance
    let pixelScale: Double
    /// Draws backdrop materials from the cached background.
    let materials: MaterialPainter

    /// Draws `primitives` of a layer at `frame` on screen with `transform` (the shadows are
    /// placed in device space from them).
    /// `age` turns spinners (``ToastLayer/age``; `nil` draws them still).
    func draw(_ primitives: [Primitive], frame: Rect, transform: LayerTransform, age: Double? = nil) throws {
        for primitive in primitives {
            switch primitive {
            case .box(let box, _): try draw(box, layerFrame: frame, transform: transform)
            case .text(let run, _): draw(run)
            case .icon(let icon, _): try draw(icon)
            case .material(let material, _): try materials.draw(material, layerFrame: frame, transform: transform)
            case .progress(let bar, _): draw(bar)
            case .spinner(let spinner, _): draw(spinner, age: age)
            }
        }
    }

    private func draw(_ box: BoxPrimitive, layerFrame: Rect, transform: LayerTransform) throws(CairoStatus) {
        if let shadow = box.shadow {
            try shadows.draw(
                shadow, color: shadow.color.resolved(for: appearance), cornerRadius: box.cornerRadius,
                box: box.frame, layerFrame: layerFrame, transform: transform, pixelScale: pixelScale, on: cairo)
        }
        let fill = box.fill.resolved(for: appearance)
        if fill.alpha > 0 { cairo.fillRoundedRectangle(box.frame, radius: box.cornerRadius, color: fill) }
        if let border = box.border, border.width > 0 {
            let inset = border.width / 2
            cairo.roundedRectangle(box.frame.outset(by: -inset), radius: max(box.cornerRadius - inset, 0))
            cairo.setLineWidth(border.width)
            cairo.setSource(border.color.resolved(for: appearance))
            cairo.stroke()
        }
    }

    /// The track, then the filled part clipped to the track's rounded shape.
    private func draw(_ bar: ProgressPrimitive) {
        let track = bar.track.resolved(for: appearance)
        if track.alpha > 0 { cairo.fillRoundedRectangle(bar.frame, radius: bar.cornerRadius, color: track) }
        guard bar.fillFrame.width > 0 else { return }
        cairo.saved {
            cairo.roundedRectangle(bar.frame, radius: bar.cornerRadius)
            cairo.clip()
            cairo.rectangle(bar.fillFrame)
            cairo.setSource(bar.fill.resolved(for: appearance))
            cairo.fill()
        }
    }

    private func draw(_ run: TextRun) {
        let block = TextBlock(
            text: run.text, font: run.font, width: run.frame.width, maxLines: run.maxLines,
            alignment: run.alignment, styles: run.spans.map { TextStyleRun($0, appearance: appearance) })
        text.draw(block, at: run.frame.origin, color: run.color.resolved(for: appearance), on: cairo)
    }

    /// The spokes, each a round-capped line from 45 % to 95 % of the radius, at its opacity.
    private func draw(_ spinner: SpinnerPrimitive, age: Double?) {
        let color = spinner.color.resolved(for: appearance)
        let radius = spinner.frame.width / 2
        let (cx, cy) = (spinner.frame.midX, spinner.frame.midY)
        cairo.setLineWidth(max(radius * 0.22, 0.5))
        cairo.saved {
            cairo.setRoundLineCaps(true)
            for index in 0..<SpinnerPrimitive.spokes {
                let angle = Double(index) / Double(SpinnerPrimitive.spokes) * 2 * Double.pi
                let (dx, dy) = (Math.sin(angle), -Math.cos(angle))
                cairo.move(to: cx + dx * radius * 0.45, cy + dy * radius * 0.45)
                cairo.line(to: cx + dx * radius * 0.95, cy + dy * radius * 0.95)
                cairo.setSource(color.withAlpha(color.alpha * spinner.opacity(ofSpoke: index, age: age)))
                cairo.stroke()
            }
        }
    }

    private func draw(_ icon: IconPrimitive) throws {
        try cairo.saved {
            if let radius = icon.clipRadius {
                cairo.roundedRectangle(icon.frame, radius: radius)
                cairo.clip()
            }
            switch icon.icon {
            case .emoji(let string):
                text.drawEmoji(string, in: icon.frame, color: icon.color.resolved(for: appearance), on: cairo)
            case .image(let path): try drawImage(path, in: icon.frame, filling: icon.clipRadius != nil)
            case .pixels(let width, let height, let rgba):
                try drawPixels(
                    width: width, height: height, rgba: rgba, in: icon.frame, filling: icon.clipRadius != nil)
            }
        }
    }

    /// An image scaled to fit `box` (aspect kept) and centred; to cover it when `filling` (an avatar).
    private func drawImage(_ path: String, in box: Rect, filling: Bool) throws {
        draw(try images.image(at: path), in: box, filling: filling)
    }

    /// A notification's pixels (straight RGBA), drawn as an image is; pixels whose count is not
    /// `width × height × 4`, or wider or taller than `NotificationLimits.imageSide`, are not drawn.
    private func drawPixels(width: Int, height: Int, rgba: [UInt8], in box: Rect, filling: Bool) throws(RenderError) {
        let side = 1...NotificationLimits.imageSide
        guard side.contains(width), side.contains(height), rgba.count == width * height * 4 else { return }
        let image: ImageSurface
        do {
            image = try ImageSurface(image: RenderedImage(width: width, height: height, pixels: rgba))
        } catch {
            throw .imageSurface(path: "notification image (\(width)×\(height))", reason: error)
        }
        draw(image, in: box, filling: filling)
    }

    private func draw(_ image: ImageSurface, in box: Rect, filling: Bool) {
        guard image.width > 0, image.height > 0 else { return }
        let sx = box.width / Double(image.width), sy = box.height / Double(image.height)
        let fit = filling ? max(sx, sy) : min(sx, sy)
        cairo.saved {
            cairo.translate(box.midX - Double(image.width) * fit / 2, box.midY - Double(image.height) * fit / 2)
            cairo.scale(fit, fit)
            cairo.rectangle(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
            cairo.setSource(image, x: 0, y: 0)
            cairo.fill()
        }
    }
}
