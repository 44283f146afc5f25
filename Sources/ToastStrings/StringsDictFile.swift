import ToastCore

/// Apple's `.stringsdict` format (an XML property list of plural and device rules), read as
/// Foundation reads it for `String(localized:)`.
public enum StringsDictFile {
    /// The keys of a variable's dictionary besides its forms.
    static let variableKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// Reads one locale's `.stringsdict`: each key's dictionary has `NSStringLocalizedFormatKey`
    /// (the format, with `%#@name@` variables) and, per variable, a dictionary with
    /// `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (the
    /// directive its forms' `%d` stand for) and the forms `zero one two few many other`. A
    /// variable counts the argument in the order the variables appear (or its `%N$#@…@`
    /// position). A key whose dictionary is `NSStringDeviceSpecificRuleType` varies by device
    /// (`iphone ipad mac other`).
    /// - Returns: the contents for `locale`.
    /// - Throws: ``StringFileError`` with a line for XML that does not parse or a wrong shape.
    /// - Note: what Foundation reads quietly past is a warning of the contents
    ///   (``StringFileContents/warnings``): a variable whose rule is not `NSStringPluralRuleType`,
    ///   a form that is not a plural category (`One`, `several`).
    public static func read(_ data: [UInt8], file: String, locale: String) throws(StringFileError) -> StringFileContents
    {
        let root = try PlistXMLReader.parse(data, file: file)
        guard case .dict(let keys) = root.value else {
            throw StringFileError(file: file, line: root.line, message: "expected a <dict> of strings")
        }
        var contents = StringFileContents()
        for (key, node) in keys {
            guard case .dict = node.value else {
                throw StringFileError(file: file, line: node.line, message: "'\(key)': expected a <dict>")
            }
            if let device = node["NSStringDeviceSpecificRuleType"] {
                var forms: [DeviceClass: LocalizedValue] = [:]
                if case .dict(let members) = device.value {
                    for (name, form) in members {
                        if let deviceClass = DeviceClass(rawValue: name), let text = form.string {
                            forms[deviceClass] = .text(text)
                        }
                    }
                }
                contents.add(key, LocalizedEntry(value: .device(forms)), locale: locale, line: node.line)
                continue
            }
            guard let format = node["NSStringLocalizedFormatKey"]?.string else {
                throw StringFileError(
                    file: file, line: node.line, message: "'\(key)': missing NSStringLocalizedFormatKey")
            }
            var substitutions: [String: Substitution] = [:]
            if case .dict(let members) = node.value {
                for (name, variable) in members where name != "NSStringLocalizedFormatKey" {
                    guard case .dict(let variableMembers) = variable.value else { continue }
                    let rule = variable["NSStringFormatSpecTypeKey"]?.string
                    guard rule == "NSStringPluralRuleType" else {
                        // Foundation leaves such a variable out too; the text then shows `%#@name@`.
                        let said = rule.map { "'\($0)'" } ?? "no NSStringFormatSpecTypeKey"
                        contents.warnings.append(
                            StringFileError(
                                file: file, line: variable.line,
                                message:
                                    "'\(key)': variable '\(name)' has \(said), not NSStringPluralRuleType; it is not read, "
                                    + "so '%#@\(name)@' is shown as it is"))
                        continue
                    }
                    var forms: [PluralCategory: LocalizedValue] = [:]
                    for category in PluralCategory.allCases {
                        if let text = variable[category.rawValue]?.string { forms[category] = .text(text) }
                    }
                    for (form, node) in variableMembers
                    where PluralCategory(rawValue: form) == nil && !Self.variableKeys.contains(form) {
                        contents.warnings.append(
                            StringFileError(
                                file: file, line: node.line,
                                message:
                                    "'\(key)': variable '\(name)': '\(form)' is not a plural category "
                                    + "(zero, one, two, few, many, other); this form is not used"))
                    }
                    let specifier = variable["NSStringFormatValueTypeKey"]?.string ?? "d"
                    substitutions[name] = Substitution(argument: nil, specifier: specifier, forms: .plural(forms))
                }
            }
            contents.add(
                key, LocalizedEntry(value: .text(format), substitutions: substitutions), locale: locale, line: node.line
            )
        }
        return contents
    }
}
