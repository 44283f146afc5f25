import ToastCore

/// The `image-data` hint's pixels (`(iiibiiay)`: width, height, rowstride, has_alpha,
/// bits_per_sample, channels, data), checked against `NotificationLimits` and the data's real
/// length before anything is allocated, then converted to straight RGBA without row padding.
enum ImageData {
    /// The image the fields describe, or `nil` (refused) when: a side is outside
    /// 1...`NotificationLimits.imageSide`; bits_per_sample is not 8; channels is not 4 with
    /// alpha or 3 without; the rowstride is less than a row's bytes; or `data` is shorter than
    /// `rowstride * (height - 1) + width * channels` bytes.
    static func image(
        width: Int32, height: Int32, rowstride: Int32, hasAlpha: Bool, bitsPerSample: Int32, channels: Int32,
        data: UnsafeRawBufferPointer
    ) -> NotificationImage? {
        let side = 1...NotificationLimits.imageSide
        guard side.contains(Int(width)), side.contains(Int(height)), bitsPerSample == 8,
            channels == (hasAlpha ? 4 : 3)
        else { return nil }
        let (width, height, rowstride, channels) = (Int(width), Int(height), Int(rowstride), Int(channels))
        let rowBytes = width * channels
        guard rowstride >= rowBytes, data.count >= rowstride * (height - 1) + rowBytes else { return nil }
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
            var target = 0
            for row in 0..<height {
                var source = row * rowstride
                for _ in 0..<width {
                    output[target] = data[source]
                    output[target + 1] = data[source + 1]
                    output[target + 2] = data[source + 2]
                    output[target + 3] = channels == 4 ? data[source + 3] : 255
                    target += 4
                    source += channels
                }
            }
            initialized = target
        }
        return .pixels(width: width, height: height, rgba: rgba)
    }

    /// The image of an `image-data`, `image_data` or `icon_data` hint's value, or `nil` when it
    /// is not a `(iiibiiay)` or ``image(width:height:rowstride:hasAlpha:bitsPerSample:channels:data:)``
    /// refuses it.
    static func image(of value: Variant) -> NotificationImage? {
        guard value.type == "(iiibiiay)" else { return nil }
        let fields = (0..<6).map { value.child($0) }
        guard let width = fields[0].int32, let height = fields[1].int32, let rowstride = fields[2].int32,
            let hasAlpha = fields[3].boolean, let bits = fields[4].int32, let channels = fields[5].int32
        else { return nil }
        return value.child(6).withBytes { data in
            image(
                width: width, height: height, rowstride: rowstride, hasAlpha: hasAlpha, bitsPerSample: bits,
                channels: channels, data: data)
        }
    }
}
