import CLuaSandbox
import Testing

/// The estimate behind the pattern guard: n^(q + s) * 2^o * m (see sandbox_patterns.c).
@Test(
    arguments: [
        ("a*b", 10, true, 300.0),  // q 1, unanchored: 10^2 * 3
        ("^a*b", 10, true, 40),  // anchored: 10^1 * 4
        ("^x", 10, false, 20),  // gmatch: '^' is no anchor
        ("%d+%.%d+", 100, true, 8e6),  // q 2: 100^3 * 8
        ("colou?r", 100, true, 1400),  // '?' doubles: 100 * 2 * 7
        ("[%]]-x", 10, true, 600),  // a set with an escaped ']' then '-'
        ("%b()", 10, true, 400),  // a balance scans
        ("(.-)%1", 10, true, 6000),  // a back-reference scans
        ("%f[%w]%w+", 10, true, 900),  // a frontier does not
        ("plain", 0, true, 5),  // empty subject
    ] as [(String, Int, Bool, Double)])
func patternCostEstimate(pattern: String, subject: Int, anchorable: Bool, cost: Double) {
    let estimate = pattern.withCString { tartine_pattern_cost($0, pattern.utf8.count, subject, anchorable ? 1 : 0) }
    #expect(estimate == cost)
}
