#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's wall clock in its local time zone (`time` and `localtime_r`): what a live
/// host's clock reads once, when it starts, so that plugins' `toast.time_of_day()` tells the
/// user's time. Nothing scripted reads it: a scenario or a command says its own.
package enum LocalTime {
    /// The local time now: seconds since local midnight (`0 ..< 86400`) and the weekday,
    /// 0 for Monday to 6 for Sunday (ISO 8601's order); `nil` when the C library cannot tell.
    package static func now() -> (seconds: Double, weekday: Int)? {
        var clock = time(nil)
        var parts = tm()
        guard localtime_r(&clock, &parts) != nil else { return nil }
        let seconds = Double(parts.tm_hour * 3_600 + parts.tm_min * 60 + min(Int32(59), parts.tm_sec))
        // tm_wday counts from Sunday (0); ISO 8601 from Monday.
        return (seconds, Int((parts.tm_wday + 6) % 7))
    }
}
