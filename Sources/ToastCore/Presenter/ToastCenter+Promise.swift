extension ToastCenter {
    /// Shows a loading toast while `work` runs, and turns it into the `success` or `failure`
    /// kind when the work ends (sonner's `toast.promise`): the same toast, updated in place,
    /// that then holds for the result kind's hold time. The loading toast is sticky until then.
    ///
    ///     let report = try await center.promise(success: "saved", failure: "failed") {
    ///         try await store.save(document)
    ///     }
    ///
    /// The kinds are resolved before the work starts, so a misspelt kind throws before anything
    /// runs. The work runs in the caller's isolation; when it throws (cancellation included),
    /// the toast becomes the failure kind and the error is thrown on.
    /// - Parameters:
    ///   - loading: the kind shown while the work runs (`loading`: the default theme's kind
    ///     with a spinner).
    ///   - success: the kind it becomes when the work returns.
    ///   - failure: the kind it becomes when the work throws.
    ///   - priority: its queue priority.
    ///   - tag: a tag to update or dismiss it by.
    ///   - failureMessage: the failure toast's message for the error thrown (a strings key or
    ///     text); `nil`, or a `nil` result, keeps the failure kind's own message.
    ///   - isolation: the actor the work runs on: the caller's (`#isolation`).
    ///   - work: the piece of work the toast follows.
    /// - Returns: what `work` returns.
    /// - Throws: `ThemeError.unknownKind` for a kind the theme lacks (before `work` runs), or
    ///   the error `work` throws.
    public func promise<T>(
        loading: String = "loading", success: String, failure: String, priority: Int = 0, tag: String? = nil,
        failureMessage: ((any Error) -> String?)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        _ work: () async throws -> T
    ) async throws -> T {
        let request = PromiseRequest(
            loading: ToastOrigin(kind: loading), success: ToastOrigin(kind: success),
            failure: ToastOrigin(kind: failure), priority: priority, tag: tag)
        let id: ToastID
        switch apply(.promise(request)) {
        case .toast(let shown): id = shown
        case .failed(let error): throw error
        case .popup, .done: preconditionFailure("a promise names its toast")
        }
        do {
            let value = try await work()
            apply(.settle(.target(.id(id)), .success))
            return value
        } catch {
            apply(.settle(.target(.id(id)), .failure, message: failureMessage?(error) ?? nil))
            throw error
        }
    }
}
