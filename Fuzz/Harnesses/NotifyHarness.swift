import ToastCore
import ToastDBus

/// The arguments of a `Notify` (`susssasa{sv}i`) as any local program may send them, built
/// from the fuzzer's bytes as GVariants (GDBus has already checked the signature): texts of
/// any length, actions, hints of every type under known and other names (images of any claimed
/// size over any data), then turned into a bounded `Notification` (`NotifyArguments`).
enum NotifyHarness {
    static let harness = FuzzHarness("notify", "a D-Bus Notify call's arguments and hints") { bytes in
        var reader = FuzzReader(bytes)
        let arguments = Variant(tuple: [
            Variant(string: reader.string()), Variant(uint32: reader.uint32()), Variant(string: reader.string()),
            Variant(string: reader.string()), Variant(string: reader.string()),
            Variant(array: (0..<min(reader.length(), 4_096)).map { _ in Variant(string: reader.string()) }, of: "s"),
            hints(&reader), Variant(int32: Int32(bitPattern: reader.uint32())),
        ])
        let notification = NotifyArguments.notification(from: arguments)
        check(notification)
        precondition(NotifyArguments.notification(from: arguments) == notification, "two readings differ")
    }

    /// Names the hints are drawn from besides the input's own: every one the spec gives a
    /// meaning, and one plain name.
    static let names = [
        "urgency", "category", "desktop-entry", "image-data", "image_data", "image-path", "image_path", "icon_data",
        "value", "transient", "resident", "x-canonical-private-synchronous", "x-dunst-stack-tag", "sound-name",
    ]

    /// The `a{sv}` of hints.
    static func hints(_ reader: inout FuzzReader) -> Variant {
        var entries: [Variant] = []
        for _ in 0..<min(reader.length(), 4_096) {
            guard !reader.isAtEnd else { break }
            let name = reader.byte() < 128 ? reader.pick(names) : reader.string()
            entries.append(Variant(key: Variant(string: name), value: Variant(boxing: value(&reader, depth: 0))))
        }
        return Variant(array: entries, of: "{sv}")
    }

    /// A value of any type a hint may hold.
    static func value(_ reader: inout FuzzReader, depth: Int) -> Variant {
        switch reader.byte() % 14 {
        case 0: return Variant(string: reader.string())
        case 1: return Variant(boolean: reader.byte() & 1 == 1)
        case 2: return Variant(byte: reader.byte())
        case 3: return Variant(int16: Int16(truncatingIfNeeded: reader.uint32()))
        case 4: return Variant(uint16: UInt16(truncatingIfNeeded: reader.uint32()))
        case 5: return Variant(int32: Int32(bitPattern: reader.uint32()))
        case 6: return Variant(uint32: reader.uint32())
        case 7: return Variant(int64: Int64(bitPattern: reader.uint64()))
        case 8: return Variant(uint64: reader.uint64())
        case 9: return Variant(double: Double(bitPattern: reader.uint64()))
        case 10: return Variant(bytes: reader.bytes(reader.length()))
        case 11 where depth < 4: return Variant(boxing: value(&reader, depth: depth + 1))
        case 12:
            return Variant(array: (0..<min(reader.length(), 64)).map { _ in Variant(string: reader.string()) }, of: "s")
        default: return image(&reader)
        }
    }

    /// An `(iiibiiay)` image: small sides most of the time (so that many are accepted), any
    /// claim otherwise, over data of any length.
    static func image(_ reader: inout FuzzReader) -> Variant {
        func side(_ reader: inout FuzzReader) -> Int32 {
            reader.byte() < 200 ? Int32(reader.byte() % 16) : Int32(bitPattern: reader.uint32())
        }
        let width = side(&reader)
        let height = side(&reader)
        let hasAlpha = reader.byte() & 1 == 1
        let channels: Int32 = reader.byte() < 220 ? (hasAlpha ? 4 : 3) : Int32(bitPattern: reader.uint32())
        let rowstride: Int32 = reader.byte() < 200 ? width &* channels : Int32(bitPattern: reader.uint32())
        let bits: Int32 = reader.byte() < 230 ? 8 : Int32(bitPattern: reader.uint32())
        let data = reader.bytes(reader.length())
        return Variant(tuple: [
            Variant(int32: width), Variant(int32: height), Variant(int32: rowstride), Variant(boolean: hasAlpha),
            Variant(int32: bits), Variant(int32: channels), Variant(bytes: data),
        ])
    }

    /// Every bound `NotificationLimits` promises.
    static func check(_ n: Notification) {
        precondition(n.id == 0, "a notification numbered by its arguments")
        precondition(n.appName.utf8.count <= NotificationLimits.name, "app_name over its limit")
        precondition(n.summary.utf8.count <= NotificationLimits.summary, "summary over its limit")
        precondition(n.body.utf8.count <= NotificationLimits.body, "body over its limit")
        precondition(n.appIcon.utf8.count <= NotificationLimits.name, "app_icon over its limit")
        for name in [n.category, n.desktopEntry, n.stackTag] {
            precondition((name?.utf8.count ?? 0) <= NotificationLimits.name, "a name hint over its limit")
        }
        precondition(n.actions.count <= NotificationLimits.actions, "more actions than the limit")
        precondition(Set(n.actions.map(\.key)).count == n.actions.count, "an action key twice")
        for action in n.actions {
            precondition(action.key.utf8.count <= NotificationLimits.actionText, "an action key over its limit")
            precondition(action.label.utf8.count <= NotificationLimits.actionText, "an action label over its limit")
        }
        precondition(n.hints.count <= NotificationLimits.hints, "more hints than the limit")
        for (index, hint) in n.hints.enumerated() {
            precondition(index == 0 || n.hints[index - 1].name < hint.name, "hints not sorted, or a name twice")
            precondition(hint.name.utf8.count <= NotificationLimits.hintText, "a hint name over its limit")
            precondition(!names.dropLast().contains(hint.name), "a known hint among the plain ones")
            switch hint.value {
            case .string(let text):
                precondition(text.utf8.count <= NotificationLimits.hintText, "a hint over its limit")
            case .number(let number): precondition(number.isFinite, "a hint that is not finite")
            case .integer, .boolean: break
            }
        }
        precondition(n.progress.map { (0...100).contains($0) } ?? true, "progress out of 0...100")
        precondition(n.expireTimeout >= -1, "expire_timeout below -1")
        switch n.image {
        case .pixels(let width, let height, let rgba)?:
            let side = 1...NotificationLimits.imageSide
            precondition(side.contains(width) && side.contains(height), "image sides out of bounds")
            precondition(rgba.count == width * height * 4, "image bytes not its sides")
        case .path(let path)?:
            precondition(path.hasPrefix("/") && !path.utf8.contains(0), "an image path that is not absolute")
        case .name(let name)?:
            precondition(!name.isEmpty && !name.contains("/") && !name.contains(":"), "an icon name with a path")
        case nil:
            break
        }
    }
}
