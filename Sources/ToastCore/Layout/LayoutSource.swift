/// A text a layout tree's text node binds to, with its look.
struct BoundText {
    var text: StyledText
    var font: FontSpec
    var color: Color
    /// The line limit when the node sets none.
    var maxLines: Int
    /// What the text run stands for.
    var role: PrimitiveRole
}

/// What the nodes of a layout tree show for one toast or one popup: the texts, the icon, the
/// buttons and their looks, the count and the progress. `NodeLayout` reads nothing else, so a
/// toast and a popup go through the same measuring and placing.
struct LayoutSource {
    /// The `title` text, or `nil` when there is none (the node is left out).
    var title: BoundText?
    /// The `message` text (a popup's description), or `nil` when there is none.
    var message: BoundText?
    /// The icon, if any.
    var icon: ToastIcon?
    /// The side of an icon whose node sets no size.
    var iconSize: Double
    /// The colour of icons, the badge and the progress bar.
    var foreground: Color
    /// How text sits in its box when the node says nothing.
    var textAlignment: TextAlignment
    /// The buttons, in order.
    var actions: [ToastAction]
    /// The look of the buttons…
    var buttonLook: ActionButtonStyle
    /// …unless this has one for the button's position in `actions` (a popup's primary and
    /// secondary buttons).
    var buttonLooks: [ActionButtonStyle] = []
    /// The duplicate count the badge shows (it is left out below 2).
    var count: Int
    /// The badge's font.
    var badgeFont: FontSpec
    /// The progress, 0...1, or `nil` when there is none.
    var progress: Double?
    /// The colour of links in rich text.
    var linkColor: Color = .white

    /// How many links the title has (the message's are numbered after them).
    var titleLinkCount: Int { title?.text.links.count ?? 0 }
}

extension LayoutSource {
    /// A toast's content shown with a duplicate `count`.
    init(_ content: ToastContent, count: Int) {
        let style = content.style
        self.init(
            title: content.title.map {
                BoundText(
                    text: ToastContent.styled($0, markup: style.markup), font: style.titleFont,
                    color: style.foreground, maxLines: LayoutMetrics.titleMaxLines, role: .title)
            },
            message: BoundText(
                text: content.styledMessage, font: style.font, color: style.foreground, maxLines: style.maxLines,
                role: .message),
            icon: content.icon, iconSize: style.iconSize, foreground: style.foreground,
            textAlignment: style.textAlignment, actions: content.actions, buttonLook: style.action, count: count,
            badgeFont: style.font, progress: content.progress, linkColor: style.linkColor)
    }

    /// A popup in `style`: its title, its description as the message, its buttons as actions
    /// (primary or secondary colours, the title inset from the sides).
    init(_ popup: Popup, style: PopupStyle) {
        let inset = EdgeInsets(vertical: 0, horizontal: LayoutMetrics.popupButtonTitleInset)
        self.init(
            title: BoundText(
                text: StyledText(plain: popup.title), font: style.titleFont, color: style.titleColor,
                maxLines: LayoutMetrics.popupTitleMaxLines, role: .title),
            message: popup.description.map {
                BoundText(
                    text: StyledText(plain: $0), font: style.descriptionFont, color: style.descriptionColor,
                    maxLines: LayoutMetrics.popupDescriptionMaxLines, role: .description)
            },
            icon: nil, iconSize: 0, foreground: style.titleColor, textAlignment: .center,
            actions: popup.buttons.map { ToastAction(id: $0.id, title: $0.title) }, buttonLook: ActionButtonStyle(),
            buttonLooks: popup.buttons.map { button in
                let primary = button.role == .primary
                return ActionButtonStyle(
                    foreground: primary ? style.primaryForeground : style.secondaryForeground,
                    background: primary ? style.primaryBackground : style.secondaryBackground,
                    font: style.buttonFont, cornerRadius: style.buttonCornerRadius, padding: inset)
            }, count: 1, badgeFont: style.descriptionFont, progress: nil)
    }

    /// The look of the button at `index` in `actions`.
    func look(_ index: Int) -> ActionButtonStyle {
        buttonLooks.indices.contains(index) ? buttonLooks[index] : buttonLook
    }
}
