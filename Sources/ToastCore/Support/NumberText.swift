/// Numbers as Tartine writes them in messages and file names: whole numbers without a fraction
/// (`300`, not `300.0`), others in Swift's shortest form that reads back exactly (`0.25`), and
/// `nan`, `inf`, `-inf` whatever the sign bit of a NaN.
package enum NumberText {
    package static func short(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
