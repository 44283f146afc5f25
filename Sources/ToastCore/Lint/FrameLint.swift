/// A problem a frame shows that a picture comparison would not: unreadable text, a button too
/// small to hit, text cut short, a toast where the system or the keyboard covers it.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem, named as a theme's or manifest's `lint` table names them.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// Text against its fill, the action's touch area, cut text, and a toast under the safe area or the keyboard.
        case contrast, hitTarget = "hit_target", truncation, unsafeArea = "unsafe_area"
    }

    /// Which check found the problem.
    public var check: Check
    /// The toast that shows it.
    public var toast: ToastID
    /// What is wrong, with the measured figures (`text #FFFFFFFF on #34C759FF has contrast 2.22:1, below 4.5:1`).
    public var message: String

    /// The finding as `check: message`.
    public var description: String { "\(check.rawValue): \(message)" }
}

/// Checks the toasts of a frame, as they are when fully shown.
public enum FrameLint {
    /// WCAG 2.x: normal text needs 4.5:1.
    public static let minimumContrast = 4.5
    /// Apple's Human Interface Guidelines: 44 × 44 pt.
    public static let minimumHitTarget = 44.0

    /// The problems of every toast in `frame`, toast by toast: contrast, hit target, truncation, unsafe area.
    ///
    /// - Parameters:
    ///   - frame: the frame to check (its toasts' layouts and styles).
    ///   - appearance: light or dark, for dynamic colours; translucent fills are taken over the
    ///     system background of that appearance.
    ///   - checkTruncation: whether cut text counts (true in the pseudo-locale or at large text sizes).
    public static func findings(in frame: Frame, appearance: Appearance, checkTruncation: Bool) -> [LintFinding] {
        var out: [LintFinding] = []
        let backdrop = SystemColor.systemBackground.color.resolved(for: appearance)
        for toast in frame.toasts {
            let style = toast.content.style
            let fill = style.background.resolved(for: appearance).composited(over: backdrop)
            let text = style.foreground.resolved(for: appearance).composited(over: fill)
            let ratio = text.contrastRatio(with: fill)
            if ratio < minimumContrast {
                out.append(
                    LintFinding(
                        check: .contrast, toast: toast.id,
                        message:
                            "text \(text.hexString) on \(fill.hexString) has contrast \(format(ratio)):1, below \(format(minimumContrast)):1"
                    ))
            }
            if let hit = toast.layout.actionHitFrame {
                let bounds = Rect(origin: .zero, size: toast.layout.size)
                let w = min(hit.maxX, bounds.maxX) - max(hit.minX, bounds.minX)
                let h = min(hit.maxY, bounds.maxY) - max(hit.minY, bounds.minY)
                if w < minimumHitTarget || h < minimumHitTarget {
                    out.append(
                        LintFinding(
                            check: .hitTarget, toast: toast.id,
                            message:
                                "the action's touch area is \(format(w))×\(format(h)) pt, under \(format(minimumHitTarget))×\(format(minimumHitTarget)) pt"
                        ))
                }
            }
            if checkTruncation, toast.layout.message.isTruncated || toast.layout.title?.isTruncated == true {
                out.append(
                    LintFinding(
                        check: .truncation, toast: toast.id,
                        message:
                            "\"\(toast.content.message)\" is cut after \(toast.layout.message.lineCount) line(s)"))
            }
            let screen = frame.screen
            let keyboard = screen.keyboardHeight ?? 0
            let f = toast.frame
            if f.minY < screen.safeArea.top {
                out.append(
                    LintFinding(
                        check: .unsafeArea, toast: toast.id,
                        message:
                            "the toast's top (\(format(f.minY)) pt) is under the top safe area (\(format(screen.safeArea.top)) pt)"
                    ))
            }
            let bottomLimit = screen.size.height - max(screen.safeArea.bottom, keyboard)
            if f.maxY > bottomLimit {
                let what = keyboard > screen.safeArea.bottom ? "the keyboard" : "the bottom safe area"
                out.append(
                    LintFinding(
                        check: .unsafeArea, toast: toast.id,
                        message:
                            "the toast's bottom (\(format(f.maxY)) pt) is under \(what) (from \(format(bottomLimit)) pt)"
                    ))
            }
        }
        return out
    }

    /// To two decimals, as `NumberText` writes numbers.
    static func format(_ v: Double) -> String {
        NumberText.short((v * 100).rounded() / 100)
    }
}
