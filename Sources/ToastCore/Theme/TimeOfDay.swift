/// The host's time of day at its clock's zero, for plugins (`toast.time_of_day()`): the
/// seconds since local midnight and, when the host knows it, the weekday. The virtual time is
/// added to it, so the same scenario gives the same answers on every machine; only the
/// outermost edge (the daemon) reads a real clock to make one. A scenario sets it
/// (`time_of_day = "22:30"`, `weekday = "mon"`), as does the CLI (`--time-of-day`).
public struct TimeOfDay: Sendable, Hashable {
    /// A day of the week, as Lua names it (`mon` … `sun`).
    public enum Weekday: String, Sendable, Hashable, CaseIterable {
        /// The seven days, Monday first (ISO 8601).
        case mon, tue, wed, thu, fri, sat, sun

        /// The day `days` days after this one.
        public func advanced(by days: Int) -> Weekday {
            let all = Self.allCases
            let index = all.firstIndex(of: self) ?? 0
            return all[((index + days) % 7 + 7) % 7]
        }
    }

    /// Seconds in a day.
    public static let day = 86_400.0

    /// Seconds since local midnight at the clock's zero, in `0 ..< 86400`.
    public let seconds: Double
    /// The weekday at the clock's zero, if the host gives one.
    public let weekday: Weekday?

    /// A time of day; `nil` unless `seconds` is finite and in `0 ..< 86400`.
    public init?(seconds: Double, weekday: Weekday? = nil) {
        guard seconds.isFinite, seconds >= 0, seconds < Self.day else { return nil }
        self.seconds = seconds
        self.weekday = weekday
    }

    /// `HH:MM` or `HH:MM:SS` (00:00 to 23:59:59, two digits each); `nil` for anything else.
    public init?(parsing text: String, weekday: Weekday? = nil) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ $0.utf8.count == 2 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers[0] < 24, numbers[1] < 60, numbers.count < 3 || numbers[2] < 60
        else { return nil }
        let seconds = numbers[0] * 3_600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0)
        self.init(seconds: Double(seconds), weekday: weekday)
    }

    /// The clock reading `time` seconds after the clock's zero (negative times count back):
    /// the time of day wraps at midnight and the weekday, when known, moves on with each day.
    public func reading(at time: Double) -> Reading {
        let total = seconds + (time.isFinite ? time : 0)
        let days = (total / Self.day).rounded(.down)
        let within = total - days * Self.day
        let whole = min(max(Int(within.rounded(.down)), 0), 86_399)
        let dayShift = Int(days.truncatingRemainder(dividingBy: 7))
        return Reading(
            hour: whole / 3_600, minute: whole / 60 % 60, second: whole % 60,
            weekday: weekday?.advanced(by: dayShift))
    }

    /// A clock reading: what `toast.time_of_day()` returns.
    public struct Reading: Sendable, Hashable {
        /// 0 to 23.
        public let hour: Int
        /// 0 to 59.
        public let minute: Int
        /// 0 to 59 (whole seconds).
        public let second: Int
        /// The weekday, when the host gave one.
        public let weekday: Weekday?
    }
}
