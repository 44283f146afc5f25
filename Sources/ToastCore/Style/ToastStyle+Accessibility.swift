/// The style as the user's accessibility settings draw it: Increase Contrast and Reduce
/// Transparency change colours and materials when a toast is resolved, so that the layout, the
/// renderer and the lint see the colours that are drawn.
extension ToastStyle {
    /// The style under `settings`: increased contrast first, then reduced transparency.
    public func adapted(to settings: AccessibilitySettings) -> ToastStyle {
        var style = self
        if settings.increaseContrast { style = style.mappingColors(\.withIncreasedContrast) }
        if settings.reduceTransparency { style = style.withReducedTransparency }
        return style
    }

    /// The style with every colour it holds passed through `transform`: background and
    /// foreground, border, shadow, the action button's, the material's tint and the colours of
    /// the layout's nodes.
    public func mappingColors(_ transform: (Color) -> Color) -> ToastStyle {
        var copy = self
        copy.background = transform(background)
        copy.foreground = transform(foreground)
        if let border { copy.border?.color = transform(border.color) }
        if let shadow { copy.shadow?.color = transform(shadow.color) }
        copy.action.foreground = transform(action.foreground)
        copy.action.background = transform(action.background)
        if let material { copy.material?.tint = transform(material.tint) }
        copy.layout = layout?.mappingColors(transform)
        return copy
    }

    /// The style as Reduce Transparency draws it (as UIKit does): a material becomes a solid
    /// fill, its tint made opaque with the background laid over it; without a material, a
    /// translucent background is made opaque over the system background of its appearance (a
    /// clear background stays clear: it draws nothing).
    public var withReducedTransparency: ToastStyle {
        var copy = self
        if let material {
            let base = material.tint
            copy.background = Color(
                light: background.light.composited(over: base.light.withAlpha(1)),
                dark: background.dark.composited(over: base.dark.withAlpha(1)))
            copy.material = nil
        } else {
            let page = SystemColor.systemBackground.color
            copy.background = background.madeOpaque(over: page)
        }
        return copy
    }
}

extension PopupStyle {
    /// The popup's look under `settings`, as a toast's (``ToastStyle/adapted(to:)``): every
    /// colour's increased-contrast variant; a translucent card made opaque (the dimmed backdrop
    /// stays a dimmer).
    public func adapted(to settings: AccessibilitySettings) -> PopupStyle {
        var style = self
        if settings.increaseContrast {
            style.background = background.withIncreasedContrast
            style.titleColor = titleColor.withIncreasedContrast
            style.descriptionColor = descriptionColor.withIncreasedContrast
            style.primaryBackground = primaryBackground.withIncreasedContrast
            style.primaryForeground = primaryForeground.withIncreasedContrast
            style.secondaryBackground = secondaryBackground.withIncreasedContrast
            style.secondaryForeground = secondaryForeground.withIncreasedContrast
            style.backdrop = backdrop.withIncreasedContrast
            if let shadow { style.shadow?.color = shadow.color.withIncreasedContrast }
        }
        if settings.reduceTransparency {
            style.background = style.background.madeOpaque(over: SystemColor.systemBackground.color)
        }
        return style
    }
}

extension Color {
    /// Each side composited over `base`'s when it is translucent; a clear or opaque side stays.
    func madeOpaque(over base: Color) -> Color {
        func opaque(_ side: RGBA, over base: RGBA) -> RGBA {
            side.alpha > 0 && side.alpha < 1 ? side.composited(over: base) : side
        }
        return Color(light: opaque(light, over: base.light), dark: opaque(dark, over: base.dark))
    }
}

extension LayoutNode {
    /// The tree with every node's colours passed through `transform`.
    public func mappingColors(_ transform: (Color) -> Color) -> LayoutNode {
        var copy = self
        copy.trackColor = trackColor.map(transform)
        copy.fillColor = fillColor.map(transform)
        if case .stack(let axis, let children) = element {
            copy.element = .stack(axis, children.map { $0.mappingColors(transform) })
        }
        return copy
    }
}
