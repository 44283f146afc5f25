/// A problem a frame shows that a picture comparison would not: unreadable text, a button too
/// small to hit, text cut short, a toast where the system or the keyboard covers it.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem, named as a theme's or manifest's `lint` table names them.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// Text against its fill, each action button's touch area, cut text, and a toast under the safe area or the keyboard.
        case contrast, hitTarget = "hit_target", truncation, unsafeArea = "unsafe_area"
    }

    /// What shows a problem: a toast, or the popup over the toasts.
    public enum Subject: Sendable, Hashable {
        /// A toast of the frame; the popup of the frame.
        case toast(ToastID), popup(PopupID)
    }

    /// Which check found the problem.
    public var check: Check
    /// The toast or popup that shows it.
    public var subject: Subject
    /// What is wrong, with the measured figures (`text #FFFFFFFF on #34C759FF has contrast 2.22:1, below 4.5:1`).
    public var message: String

    /// The finding as `check: message`, or `check: in the popup, message`.
    public var description: String {
        switch subject {
        case .toast: "\(check.rawValue): \(message)"
        case .popup: "\(check.rawValue): in the popup, \(message)"
        }
    }
}

/// Checks the toasts and the popup of a frame, as they are when fully shown.
public enum FrameLint {
    /// WCAG 2.x: normal text needs 4.5:1.
    public static let minimumContrast = 4.5
    /// Apple's Human Interface Guidelines: 44 × 44 pt (`LayoutMetrics.minimumHitTarget`).
    public static let minimumHitTarget = LayoutMetrics.minimumHitTarget

    /// The problems of every toast in `frame`, toast by toast: contrast, hit target, truncation,
    /// unsafe area, read from the primitives the renderer draws; then the popup's: contrast, its
    /// buttons' touch areas, truncation.
    ///
    /// - Parameters:
    ///   - frame: the frame to check (its toasts' resolved layouts).
    ///   - appearance: light or dark, for dynamic colours; translucent fills are taken over the
    ///     system background of that appearance.
    ///   - checkTruncation: whether cut text counts (true in the pseudo-locale or at large text sizes).
    public static func findings(in frame: Frame, appearance: Appearance, checkTruncation: Bool) -> [LintFinding] {
        var out: [LintFinding] = []
        for toast in frame.toasts {
            let subject = LintFinding.Subject.toast(toast.id)
            let size = toast.layout.size
            out += contrast(toast.layout.primitives, of: subject, appearance: appearance)
            out += hitTargets(toast.layout.hitRegions, within: size, of: subject, naming: "action")
            if checkTruncation { out += truncation(toast.layout.primitives, of: subject) }
            out += unsafeArea(toast, screen: frame.screen)
        }
        if let popup = frame.popup {
            let subject = LintFinding.Subject.popup(popup.id)
            out += contrast(popup.layout.primitives, of: subject, appearance: appearance)
            out += hitTargets(popup.layout.hitRegions, within: popup.layout.frame.size, of: subject, naming: "button")
            if checkTruncation { out += truncation(popup.layout.primitives, of: subject) }
        }
        return out
    }

    /// Each text run (title, message, badge, button title) against the card and the boxes drawn
    /// under it, over the system background (one finding per distinct pair of colours).
    static func contrast(
        _ primitives: [Primitive], of subject: LintFinding.Subject, appearance: Appearance
    ) -> [LintFinding] {
        let backdrop = SystemColor.systemBackground.color.resolved(for: appearance)
        var out: [LintFinding] = []
        var under = backdrop
        for primitive in primitives {
            switch primitive {
            case .material(let material, _):
                // The blurred backdrop is taken as the system background under the tint.
                under = material.material.tint.resolved(for: appearance).composited(over: under)
            case .box(let box, let role):
                if role == .background { under = box.fill.resolved(for: appearance).composited(over: under) }
            case .text(let run, _):
                var fill = under
                for case .box(let box, let boxRole) in primitives
                where boxRole != .background && box.frame.contains(run.frame) {
                    fill = box.fill.resolved(for: appearance).composited(over: fill)
                }
                // The run's colour, then each coloured stretch of rich text (links, <span color>).
                for color in [run.color] + run.spans.compactMap(\.attributes.color) {
                    let text = color.resolved(for: appearance).composited(over: fill)
                    let ratio = text.contrastRatio(with: fill)
                    guard ratio < minimumContrast else { continue }
                    let message =
                        "text \(text.hexString) on \(fill.hexString) has contrast \(format(ratio)):1, below \(format(minimumContrast)):1"
                    if !out.contains(where: { $0.message == message }) {
                        out.append(LintFinding(check: .contrast, subject: subject, message: message))
                    }
                }
            case .icon, .progress, .spinner: continue
            }
        }
        return out
    }

    /// Each button's touch area (its own: areas of buttons side by side are split between them),
    /// as far as it lies inside the card of `size` (`naming` what a button stands for: an action,
    /// or a popup's button).
    static func hitTargets(
        _ regions: [HitRegion], within size: Size, of subject: LintFinding.Subject, naming: String
    ) -> [LintFinding] {
        let bounds = Rect(origin: .zero, size: size)
        return regions.compactMap { hit in
            let w = min(hit.frame.maxX, bounds.maxX) - max(hit.frame.minX, bounds.minX)
            let h = min(hit.frame.maxY, bounds.maxY) - max(hit.frame.minY, bounds.minY)
            guard w < minimumHitTarget || h < minimumHitTarget else { return nil }
            return LintFinding(
                check: .hitTarget, subject: subject,
                message:
                    "the touch area of \(naming) '\(hit.actionID)' is \(format(w))×\(format(h)) pt, under \(format(minimumHitTarget))×\(format(minimumHitTarget)) pt"
            )
        }
    }

    /// Each text run cut with an ellipsis.
    static func truncation(_ primitives: [Primitive], of subject: LintFinding.Subject) -> [LintFinding] {
        primitives.compactMap { primitive in
            guard case .text(let run, _) = primitive, run.measurement.isTruncated else { return nil }
            return LintFinding(
                check: .truncation, subject: subject,
                message: "\"\(run.text)\" is cut after \(run.measurement.lineCount) line(s)")
        }
    }

    /// The toast's frame against the safe area (its four sides) and the keyboard.
    static func unsafeArea(_ toast: ToastLayer, screen: Screen) -> [LintFinding] {
        var out: [LintFinding] = []
        let keyboard = screen.keyboardHeight ?? 0
        let f = toast.frame
        if f.minY < screen.safeArea.top {
            out.append(
                LintFinding(
                    check: .unsafeArea, subject: .toast(toast.id),
                    message:
                        "the toast's top (\(format(f.minY)) pt) is under the top safe area (\(format(screen.safeArea.top)) pt)"
                ))
        }
        let bottomLimit = screen.size.height - max(screen.safeArea.bottom, keyboard)
        if f.maxY > bottomLimit {
            let what = keyboard > screen.safeArea.bottom ? "the keyboard" : "the bottom safe area"
            out.append(
                LintFinding(
                    check: .unsafeArea, subject: .toast(toast.id),
                    message:
                        "the toast's bottom (\(format(f.maxY)) pt) is under \(what) (from \(format(bottomLimit)) pt)"
                ))
        }
        // The sides matter to corner toasts, and to any toast on a screen turned sideways.
        if f.minX < screen.safeArea.left {
            out.append(
                LintFinding(
                    check: .unsafeArea, subject: .toast(toast.id),
                    message:
                        "the toast's left edge (\(format(f.minX)) pt) is under the left safe area (\(format(screen.safeArea.left)) pt)"
                ))
        }
        let rightLimit = screen.size.width - screen.safeArea.right
        if f.maxX > rightLimit {
            out.append(
                LintFinding(
                    check: .unsafeArea, subject: .toast(toast.id),
                    message:
                        "the toast's right edge (\(format(f.maxX)) pt) is under the right safe area (from \(format(rightLimit)) pt)"
                ))
        }
        return out
    }

    /// To two decimals, as `NumberText` writes numbers.
    static func format(_ v: Double) -> String {
        NumberText.short((v * 100).rounded() / 100)
    }
}
