/// A desktop notification as a program sends it to a notification server (the freedesktop
/// Desktop Notifications Specification 1.2, `org.freedesktop.Notifications.Notify`), already
/// bounded by ``NotificationLimits``: whoever builds one (the D-Bus server, a scenario, a test)
/// cuts or refuses what is over a limit before it gets here. The theme's notification rules turn
/// it into a toast of one of its kinds; plugins see its fields in their views.
public struct Notification: Sendable, Hashable {
    /// The server's number for it (what `Notify` returned; a scenario numbers its notifications
    /// 1, 2, … in order), 0 until one is given.
    public var id: UInt32
    /// The sending program's name (`app_name`), possibly empty.
    public var appName: String
    /// The notification this one replaces in place (`replaces_id`), 0 for none.
    public var replacesID: UInt32
    /// The program's icon (`app_icon`): an icon name, an absolute path or a `file://` URI; empty
    /// for none.
    public var appIcon: String
    /// The one-line summary: plain text.
    public var summary: String
    /// The body: rich text in the markup subset (`<b> <i> <u> <a href>` …, ``MarkupParser``),
    /// never passed to Pango as markup.
    public var body: String
    /// The actions, in the order sent; the one keyed `default` is what a click on the
    /// notification invokes and has no button.
    public var actions: [NotificationAction]
    /// The `urgency` hint.
    public var urgency: NotificationUrgency
    /// The `category` hint (`email.arrived`, `device.added`, …).
    public var category: String?
    /// The `desktop-entry` hint: the sender's `.desktop` file name without its extension.
    public var desktopEntry: String?
    /// The image to show (`image-data`, `image-path`, `icon_data`, then `app_icon`, in the
    /// spec's order of preference).
    public var image: NotificationImage?
    /// The `value` hint: a progress in percent, 0 to 100.
    public var progress: Int?
    /// The `transient` hint: not kept in the history.
    public var transient: Bool
    /// The `resident` hint: an action does not close the notification.
    public var resident: Bool
    /// The stacking tag (`x-canonical-private-synchronous`, `x-dunst-stack-tag`): a newer
    /// notification with the same tag replaces this one.
    public var stackTag: String?
    /// `expire_timeout` in milliseconds: -1 for the server's (the kind's) default, 0 never, more
    /// for that long on screen.
    public var expireTimeout: Int32
    /// The other hints with a plain value (strings, numbers, booleans), sorted by name, for
    /// plugins to read; images and byte arrays are not among them.
    public var hints: [NotificationHint]

    /// Creates a notification; everything but the summary has the spec's default.
    public init(
        id: UInt32 = 0, appName: String = "", replacesID: UInt32 = 0, appIcon: String = "", summary: String,
        body: String = "",
        actions: [NotificationAction] = [], urgency: NotificationUrgency = .normal, category: String? = nil,
        desktopEntry: String? = nil, image: NotificationImage? = nil, progress: Int? = nil,
        transient: Bool = false, resident: Bool = false, stackTag: String? = nil, expireTimeout: Int32 = -1,
        hints: [NotificationHint] = []
    ) {
        self.id = id
        self.appName = appName
        self.replacesID = replacesID
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.actions = actions
        self.urgency = urgency
        self.category = category
        self.desktopEntry = desktopEntry
        self.image = image
        self.progress = progress
        self.transient = transient
        self.resident = resident
        self.stackTag = stackTag
        self.expireTimeout = expireTimeout
        self.hints = hints
    }
}

/// One action of a notification: the key reported back (`ActionInvoked`) and its label.
public struct NotificationAction: Sendable, Hashable {
    /// The key the sender chose (`default` is the click on the notification).
    public var key: String
    /// The text on its button.
    public var label: String

    /// Creates an action.
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}

/// The `urgency` hint's three levels.
public enum NotificationUrgency: String, Sendable, Hashable, CaseIterable {
    /// 0: the server may show it quietly.
    case low
    /// 1: the default.
    case normal
    /// 2: does not expire unless its sender says so (`expire_timeout` > 0).
    case critical

    /// The level for the spec's byte (0, 1, 2); `nil` for any other.
    public init?(byte: Int) {
        switch byte {
        case 0: self = .low
        case 1: self = .normal
        case 2: self = .critical
        default: return nil
        }
    }
}

/// A notification's image.
public enum NotificationImage: Sendable, Hashable {
    /// Pixels sent in the message (`image-data`, `icon_data`), straight (not premultiplied)
    /// RGBA, 8 bits a channel, rows without padding: `pixels.count == width * height * 4`.
    case pixels(width: Int, height: Int, rgba: [UInt8])
    /// A file named by the sender (`image-path`, `app_icon`): an absolute path, read only when it
    /// is a regular image file within ``NotificationLimits/imageFileBytes``.
    case path(String)
    /// An icon name from the icon theme (`dialog-information`); drawn only when the server finds it.
    case name(String)
}

/// A hint with a plain value, as plugins read it.
public struct NotificationHint: Sendable, Hashable {
    /// The hints the notification spec (and the stacking peers) give a meaning: the server reads
    /// each into a field of the notification (its urgency, image, progress, …), never among the
    /// plain hints. A scenario writes these with their own keys, so a name here in its `hints`
    /// is refused rather than kept with another meaning than the server's.
    public static let meaningful: Set<String> = [
        "urgency", "category", "desktop-entry", "image-data", "image_data", "image-path", "image_path", "icon_data",
        "value", "transient", "resident", "x-canonical-private-synchronous", "x-dunst-stack-tag",
    ]

    /// The hint's name (`x-kde-origin-name`, `sound-name`, …).
    public var name: String
    /// Its value.
    public var value: Value

    /// A hint's plain value.
    public enum Value: Sendable, Hashable {
        /// A string (`s`, `o`, `g`).
        case string(String)
        /// An integer of any D-Bus width.
        case integer(Int64)
        /// A double.
        case number(Double)
        /// A boolean.
        case boolean(Bool)
    }

    /// Creates a hint.
    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}

/// The sizes a notification may have, whoever sends it (any program on the session bus): text
/// over a limit is cut with a mark (``TextLimits``), a list past its count loses its tail, an
/// image over its size is dropped (the notification is shown without it). Listed in
/// `docs/limits.md`.
public enum NotificationLimits {
    /// UTF-8 bytes of the app name, an icon name or path, the category, the desktop entry and
    /// the stack tag.
    public static let name = 256
    /// UTF-8 bytes of the summary.
    public static let summary = 1_024
    /// UTF-8 bytes of the body (markup included); the markup subset has its own limits after.
    public static let body = 16_384
    /// Actions kept (pairs of key and label).
    public static let actions = 8
    /// UTF-8 bytes of an action's key or label.
    public static let actionText = 256
    /// Plain hints kept for plugins, beyond the ones the spec names.
    public static let hints = 32
    /// UTF-8 bytes of a plain hint's name or string value.
    public static let hintText = 1_024
    /// The widest and tallest image, in pixels, sent as data or read from a file.
    public static let imageSide = 1_024
    /// Bytes of an image file read for a notification (`image-path`, `app_icon`).
    public static let imageFileBytes = 4 << 20
}
