import ToastCore

/// Runs `body` in `rounds` rounds of `perRound` operations and reports the median rate.
/// - Returns: operations per second (median over rounds) and the median seconds per round.
func measure(rounds: Int = 7, perRound: Int, _ body: (Int) -> Void) -> (opsPerSecond: Double, secondsPerRound: Double) {
    var times: [Double] = []
    body(min(perRound, 1000))  // warm up
    for round in 0..<rounds {
        let start = ContinuousClock.now
        body(round)
        let elapsed = ContinuousClock.now - start
        let (s, atto) = elapsed.components
        times.append(Double(s) + Double(atto) * 1e-18)
    }
    let middle = median(times)
    return (Double(perRound) / middle, middle)
}

/// The median of `samples` once the first `warmUp` are dropped (the runs that fill caches).
func median(_ samples: [Double], droppingFirst warmUp: Int = 0) -> Double {
    percentile(50, of: samples, droppingFirst: warmUp)
}

/// The `percent`th percentile of `samples` (the sample that many hundredths up the sorted list)
/// once the first `warmUp` are dropped.
func percentile(_ percent: Int, of samples: [Double], droppingFirst warmUp: Int = 0) -> Double {
    let kept = samples.dropFirst(warmUp).sorted()
    return kept[kept.count * percent / 100]
}

/// "2,345,678" for 2345678.4: rounded, thousands grouped.
func grouped(_ value: Double) -> String {
    NumberText.grouped(Int(value.rounded()))
}

/// Prints one benchmark line: name, figure, target, and whether the target is met.
func report(_ name: String, _ figure: String, target: String, met: Bool) {
    print("\(pad(name, 46)) \(pad(figure, 22)) target \(pad(target, 24)) \(met ? "ok" : "MISSED")")
}

/// Prints a figure that has no target (shown beside the ones that do, for reading them).
func report(_ name: String, _ figure: String) {
    print("\(pad(name, 46)) \(pad(figure, 22)) (no target)")
}

/// `text` followed by spaces up to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
