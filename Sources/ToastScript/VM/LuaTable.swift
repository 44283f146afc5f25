/// A Lua table converted with raw access: its sequence, its string-keyed fields, and a
/// description of any other keys.
public struct LuaTable: Sendable, Hashable {
    /// The sequence part 1...n in order (stops at the first nil).
    public var array: [LuaValue]
    /// Every other entry, string keys only, in a deterministic order (sorted by key).
    public var fields: [(key: String, value: LuaValue)]
    /// Entries whose key is neither a string nor part of the sequence, described as Lua would
    /// write the key ("[3.5]", "[true]", "[0]", "[table]"), sorted.
    public var otherKeys: [String]

    /// Creates a table.
    /// - Parameters:
    ///   - array: the sequence part.
    ///   - fields: string-keyed entries; they are sorted by key.
    ///   - otherKeys: descriptions of keys that were neither strings nor sequence indices.
    public init(
        array: [LuaValue] = [],
        fields: [(key: String, value: LuaValue)] = [],
        otherKeys: [String] = []
    ) {
        self.array = array
        self.fields = fields.sorted { $0.key < $1.key }
        self.otherKeys = otherKeys
    }

    /// Creates a table from string-keyed fields only.
    public init(fields: [String: LuaValue]) {
        self.init(fields: fields.map { (key: $0.key, value: $0.value) })
    }

    init(sortedFields fields: [(key: String, value: LuaValue)], array: [LuaValue], otherKeys: [String]) {
        self.array = array
        self.fields = fields
        self.otherKeys = otherKeys
    }

    /// The value of the string field `key`, or nil when the table has no such field.
    public subscript(key: String) -> LuaValue? {
        var low = 0
        var high = fields.count
        while low < high {
            let middle = (low + high) / 2
            if fields[middle].key < key { low = middle + 1 } else { high = middle }
        }
        if low < fields.count, fields[low].key == key { return fields[low].value }
        return fields.first { $0.key == key }?.value
    }

    /// Equal sequences, equal fields in the same order, equal other keys.
    public static func == (lhs: LuaTable, rhs: LuaTable) -> Bool {
        lhs.array == rhs.array && lhs.otherKeys == rhs.otherKeys
            && lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(array)
        hasher.combine(fields.count)
        for field in fields {
            hasher.combine(field.key)
            hasher.combine(field.value)
        }
        hasher.combine(otherKeys)
    }
}
